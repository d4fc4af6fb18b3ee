import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { clientMutations } from '@nail-or-never/shared/general';
import { FormProblemMessage, useRecordAction } from '@nail-or-never/shared/kit';
import type { Client } from '@nail-or-never/shared/schemas';
import { clientName, displayName } from '../model/clientText';

export interface DeleteClientDialogProps {
  client: Client;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Deleting is for a record made by mistake (no visits, no gift cards). The API refuses otherwise
 * (409): its sentence shows here, and "Erase" is the way for a real client.
 */
export function DeleteClientDialog({ client, onClose, onDeleted }: DeleteClientDialogProps) {
  const removal = useMutation(clientMutations.remove());
  const action = useRecordAction<Client, number, void>({
    mutation: removal,
    toVariables: (target) => target.id,
    refusedLead: (target) => `${displayName(target)} was not deleted.`,
    savedToast: () => ({ summary: 'Client deleted', detail: displayName(client) }),
    onSaved: () => onDeleted,
  });
  const footer = (
    <>
      <Button type="button" label="Keep client" outlined onClick={onClose} disabled={action.busy} autoFocus />
      <Button type="button" label="Delete client" icon="pi pi-trash" severity="danger" loading={action.busy} onClick={() => void action.run(client)} />
    </>
  );
  return (
    <Dialog visible modal header={`Delete ${clientName(client) || displayName(client)}?`} onHide={() => !action.busy && onClose()} footer={footer} className="cl-dialog" draggable={false}>
      <p>The client has no visits and no gift cards: the record is deleted. This cannot be undone.</p>
      <FormProblemMessage {...action.problemProps} />
    </Dialog>
  );
}
