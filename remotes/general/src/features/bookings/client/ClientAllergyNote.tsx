import type { Client } from '@nail-or-never/shared/schemas';
import { clientName, hasAllergies } from '../model/clientText';

/** The client's allergies and sensitivities, where nobody can miss them; nothing when there are none. */
export function ClientAllergyNote({ client }: { client: Pick<Client, 'firstName' | 'lastName' | 'allergies'> }) {
  if (!hasAllergies(client)) return null;
  return (
    <div role="note" aria-label={`Allergies and sensitivities of ${clientName(client)}`} className="gen-allergy-note">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <div>
        <strong>Allergies and sensitivities</strong>
        <p>{client.allergies}</p>
      </div>
    </div>
  );
}
