import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { clientMutations, type ClientEraseRequest } from '@nail-or-never/shared/general';
import { FormProblemMessage, useRecordAction } from '@nail-or-never/shared/kit';
import type { Client } from '@nail-or-never/shared/schemas';
import { clientName } from '../model/clientText';

export interface EraseClientDialogProps {
  client: Client;
  onClose: () => void;
}

/** "Erase…": says what goes and what stays before the person's details are anonymised for good. */
export function EraseClientDialog({ client, onClose }: EraseClientDialogProps) {
  const erase = useMutation(clientMutations.erase());
  const name = clientName(client);
  const action = useRecordAction<Client, ClientEraseRequest, Client>({
    mutation: erase,
    toVariables: (target) => ({ id: target.id, input: { version: target.version } }),
    refusedLead: () => `${name} was not erased.`,
    savedToast: () => ({ summary: 'Client erased', detail: 'Personal details removed; visits and money kept.' }),
    onSaved: () => onClose,
  });
  const footer = (
    <>
      <Button type="button" label="Keep client" outlined onClick={onClose} disabled={action.busy} autoFocus />
      <Button type="button" label="Erase client" icon="pi pi-eraser" severity="danger" loading={action.busy} onClick={() => void action.run(client)} />
    </>
  );
  return (
    <Dialog visible modal header={`Erase ${name}?`} onHide={() => !action.busy && onClose()} footer={footer} className="cl-dialog" draggable={false}>
      <p>Use this when the client asks to be forgotten. It cannot be undone.</p>
      <div className="cl-compare">
        <section aria-labelledby="erase-removed-heading">
          <h3 id="erase-removed-heading">Removed</h3>
          <ul className="cl-list-plain">
            <li>Name, phone and email</li>
            <li>Birthday, allergies, notes and tags</li>
            <li>Marketing consent</li>
            <li>Their name on bookings and gift cards</li>
          </ul>
        </section>
        <section aria-labelledby="erase-kept-heading">
          <h3 id="erase-kept-heading">Kept</h3>
          <ul className="cl-list-plain">
            <li>Bookings, with their times, services and prices</li>
            <li>Visit, no-show and cancellation counts</li>
            <li>Money taken and the gift-card ledger</li>
            <li>A note of when the client was erased</li>
          </ul>
        </section>
      </div>
      <FormProblemMessage {...action.problemProps} />
    </Dialog>
  );
}
