import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { clientQueries } from '@nail-or-never/shared/general';
import { FormField } from '@nail-or-never/shared/kit';
import type { Client } from '@nail-or-never/shared/schemas';
import { ClientAllergyNote } from './ClientAllergyNote';
import { ClientField } from './ClientField';
import { NewClientForm } from './NewClientForm';

export interface BookingClientProps {
  /** The page's `?clientId=`: the dialog opens with that client chosen. */
  initialClientId?: number | undefined;
  /** The form's message for the client (none chosen, or the server's words about it). */
  error: string | undefined;
  /** The booking's client, or `null` once the choice is undone by typing. */
  onChange: (client: Client | null) => void;
  /** Whether a new client is being typed (the dialog asks before closing then). */
  onNewClientDirty: (dirty: boolean) => void;
}

/** The New booking dialog's client: found as one types, or added on the spot; their allergies shown once chosen. */
export function BookingClient({ initialClientId, error, onChange, onNewClientDirty }: BookingClientProps) {
  const [chosen, setChosen] = useState<Client | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const initial = useQuery(clientQueries.detail(initialClientId ?? 0));

  const choose = (client: Client | null) => {
    setChosen(client);
    setAdding(null);
    onChange(client);
  };

  const initialClient = initial.data;
  useEffect(() => {
    if (initialClient) choose(initialClient);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page's client is filled in once, when it arrives
  }, [initialClient?.id]);

  return (
    <div className="gen-booking-client">
      {adding === null ? (
        <>
          <FormField id="booking-client" label="Client" error={error} hint={initial.isLoading ? 'Loading the client…' : undefined}>
            {(a11y) => <ClientField a11y={a11y} chosen={chosen} onChoose={choose} onUnchoose={() => choose(null)} onNewClient={setAdding} />}
          </FormField>
          {chosen ? (
            <p className="gen-muted gen-client-contact">{[chosen.phone, chosen.email].filter(Boolean).join(' · ')}</p>
          ) : (
            <Button type="button" label="New client" icon="pi pi-user-plus" text size="small" onClick={() => setAdding('')} />
          )}
        </>
      ) : (
        <NewClientForm typed={adding} onChosen={choose} onCancel={() => setAdding(null)} onDirtyChange={onNewClientDirty} />
      )}
      {chosen ? <ClientAllergyNote client={chosen} /> : null}
    </div>
  );
}
