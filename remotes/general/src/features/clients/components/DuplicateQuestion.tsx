import { Button } from 'primereact/button';
import type { Client } from '@nail-or-never/shared/schemas';
import { clientName } from '../model/clientText';

export interface DuplicateQuestionProps {
  matches: readonly Client[];
  onOpen: (client: Client) => void;
  onCreateAnyway: () => void;
  /** "create a new client" when adding, "save anyway" when editing. */
  anywayLabel: string;
}

/** "Is this Ana Silva (06 12 34 56 78)?": open the one already there, or go on with a new record. */
export function DuplicateQuestion({ matches, onOpen, onCreateAnyway, anywayLabel }: DuplicateQuestionProps) {
  return (
    <section className="cl-question" role="alert" aria-labelledby="client-duplicate-heading">
      <h3 id="client-duplicate-heading">{matches.length === 1 ? 'This client may already be here' : 'These clients may already be here'}</h3>
      <ul>
        {matches.map((match) => (
          <li key={match.id}>
            <p className="cl-question-line">
              Is this {clientName(match)} ({match.phone || match.email})?
            </p>
            <Button type="button" label={`Open ${clientName(match)}`} icon="pi pi-user" size="small" outlined onClick={() => onOpen(match)} />
          </li>
        ))}
      </ul>
      <Button type="button" label={anywayLabel} size="small" severity="secondary" onClick={onCreateAnyway} />
    </section>
  );
}
