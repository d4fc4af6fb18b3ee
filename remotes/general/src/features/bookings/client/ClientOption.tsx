import type { Client } from '@nail-or-never/shared/schemas';
import { clientName, hasAllergies } from '../model/clientText';

export interface ClientOptionProps {
  id: string;
  client: Client;
  /** The option the arrow keys are on (`aria-activedescendant`). */
  active: boolean;
  onPick: () => void;
}

/** One suggestion: the name, the phone as typed, and a marker when the client has allergies. */
export function ClientOption({ id, client, active, onPick }: ClientOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={`gen-client-option${active ? ' gen-client-option-active' : ''}`}
      // The input keeps the focus (and the list stays open) while the option is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    >
      <span className="gen-client-option-name">{clientName(client)}</span>
      <span className="gen-client-option-phone">{client.phone}</span>
      {hasAllergies(client) ? (
        <span className="gen-client-allergy-marker">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> Allergies
        </span>
      ) : null}
    </li>
  );
}
