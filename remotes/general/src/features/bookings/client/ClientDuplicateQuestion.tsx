import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { clientQueries } from '@nail-or-never/shared/general';
import { useDebouncedValue } from '@nail-or-never/shared/kit';
import type { Client } from '@nail-or-never/shared/schemas';
import { clientName } from '../model/clientText';

export interface ClientDuplicateQuestionProps {
  phone: string;
  email: string;
  /** "Yes": book the existing client instead of adding a second record. */
  onChoose: (client: Client) => void;
}

/** "Is this Ana Silva?": clients with the phone (compared in E.164) or e-mail being typed for a new one. */
export function ClientDuplicateQuestion({ phone, email, onChoose }: ClientDuplicateQuestionProps) {
  // Each text on its own: a debounced object would be a new value on every render.
  const settledPhone = useDebouncedValue(phone.trim(), 250);
  const settledEmail = useDebouncedValue(email.trim(), 250);
  const duplicates = useQuery(clientQueries.duplicates({ phone: settledPhone, email: settledEmail }));
  const found = duplicates.data ?? [];
  return (
    <div aria-live="polite">
      {found.map((client) => (
        <div key={client.id} className="gen-client-duplicate">
          <p>
            Is this <strong>{clientName(client)}</strong> ({[client.phone, client.email].filter(Boolean).join(', ')})?
          </p>
          <Button type="button" label={`Yes, choose ${clientName(client)}`} size="small" outlined onClick={() => onChoose(client)} />
        </div>
      ))}
    </div>
  );
}
