import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { clientMutations, clientQueries, type ClientMergeRequest } from '@nail-or-never/shared/general';
import { FormProblemMessage, useDebouncedValue, useRecordAction } from '@nail-or-never/shared/kit';
import type { Client } from '@nail-or-never/shared/schemas';
import { clientName, formatDate, formatDay, isErased } from '../model/clientText';

export interface MergeClientDialogProps {
  client: Client;
  onClose: () => void;
  /** After the merge: the kept client's page. */
  onMerged: (kept: Client) => void;
}

type Keep = 'this' | 'other';
interface MergePair {
  kept: Client;
  duplicate: Client;
}

/**
 * "Merge…": find the other record of the same person, compare both side by side, choose which one
 * stays; the other's visits and gift cards move to it and the other record is removed.
 */
export function MergeClientDialog({ client, onClose, onMerged }: MergeClientDialogProps) {
  const [search, setSearch] = useState('');
  const [other, setOther] = useState<Client | null>(null);
  const [keep, setKeep] = useState<Keep>('this');
  const q = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...clientQueries.list({ q, limit: 6, sort: 'name' }), enabled: q !== '' });
  const candidates = (found.data?.data ?? []).filter((candidate) => candidate.id !== client.id && !isErased(candidate));

  const merge = useMutation(clientMutations.merge());
  const action = useRecordAction<MergePair, ClientMergeRequest, Client>({
    mutation: merge,
    toVariables: ({ kept, duplicate }) => ({ id: kept.id, input: { version: kept.version, duplicateId: duplicate.id, duplicateVersion: duplicate.version } }),
    refusedLead: () => 'The clients were not merged.',
    savedToast: (kept) => ({ summary: 'Clients merged', detail: `Everything is now on ${clientName(kept)}.` }),
    onSaved: (kept) => () => onMerged(kept),
  });
  const pair: MergePair | null = other ? (keep === 'this' ? { kept: client, duplicate: other } : { kept: other, duplicate: client }) : null;

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} disabled={action.busy} />
      <Button
        type="button"
        label={pair ? `Merge into ${clientName(pair.kept)}` : 'Merge'}
        icon="pi pi-link"
        disabled={!pair}
        loading={action.busy}
        onClick={() => pair && void action.run(pair)}
      />
    </>
  );

  return (
    <Dialog visible modal header={`Merge ${clientName(client)} with another client`} onHide={() => !action.busy && onClose()} footer={footer} className="cl-dialog" draggable={false}>
      <div className="kit-field">
        <label htmlFor="merge-search" className="kit-field-label">
          Find the other client
        </label>
        <InputText id="merge-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name, phone or email" aria-describedby="merge-search-hint" />
        <small id="merge-search-hint" className="kit-field-hint">
          The record to merge with {clientName(client)}.
        </small>
      </div>
      {q !== '' ? (
        <fieldset className="cl-picks">
          <legend className="kit-visually-hidden">Matching clients</legend>
          {found.isPending ? <p aria-busy="true">Searching…</p> : null}
          {found.isSuccess && candidates.length === 0 ? <p className="cl-empty">No other client matches.</p> : null}
          {candidates.map((candidate) => (
            <label key={candidate.id} className="cl-pick">
              <input type="radio" name="merge-other" checked={other?.id === candidate.id} onChange={() => setOther(candidate)} />
              <span>
                {clientName(candidate)} <span className="gen-muted">{[candidate.phone, candidate.email].filter(Boolean).join(' · ')}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {other ? (
        <>
          <div className="cl-compare">
            <ClientSummary heading={`This client (#${client.id})`} client={client} />
            <ClientSummary heading={`The other client (#${other.id})`} client={other} />
          </div>
          <fieldset className="cl-picks">
            <legend>Which record stays?</legend>
            <label className="cl-pick">
              <input type="radio" name="merge-keep" checked={keep === 'this'} onChange={() => setKeep('this')} />
              <span>Keep {clientName(client)} (#{client.id})</span>
            </label>
            <label className="cl-pick">
              <input type="radio" name="merge-keep" checked={keep === 'other'} onChange={() => setKeep('other')} />
              <span>Keep {clientName(other)} (#{other.id})</span>
            </label>
          </fieldset>
          {pair ? (
            <p>
              The visits and gift cards of {clientName(pair.duplicate)} (#{pair.duplicate.id}) move to {clientName(pair.kept)} (#{pair.kept.id}), whose
              details stay; #{pair.duplicate.id} is then removed.
            </p>
          ) : null}
        </>
      ) : null}
      <FormProblemMessage {...action.problemProps} />
    </Dialog>
  );
}

function ClientSummary({ heading, client }: { heading: string; client: Client }) {
  const id = `merge-summary-${client.id}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <dl className="cl-details">
        <div>
          <dt>Name</dt>
          <dd>{clientName(client)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{client.phone || '\u2014'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{client.email || '\u2014'}</dd>
        </div>
        <div>
          <dt>Birthday</dt>
          <dd>{formatDay(client.birthday)}</dd>
        </div>
        <div>
          <dt>Allergies</dt>
          <dd>{client.allergies || '\u2014'}</dd>
        </div>
        <div>
          <dt>Last visit</dt>
          <dd>{client.lastVisitAt ? formatDate(client.lastVisitAt) : 'Never'}</dd>
        </div>
      </dl>
    </section>
  );
}
