import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { historyQueries, LoadingPanel, StatePanel, toApiError, type HistoryResource } from '@nail-or-never/shared';
import { HistoryEntryItem } from './HistoryEntryItem';

export interface HistoryPanelProps {
  resource: HistoryResource;
  id: number | string;
  /** Opened from the start (a page about the past); otherwise it is read when opened. */
  initiallyOpen?: boolean;
}

/**
 * A record's History: who changed what and when, newest first. A disclosure read only once opened
 * (most visits to a record are not about its past), and read fresh each time it is opened.
 */
export function HistoryPanel({ resource, id, initiallyOpen = false }: HistoryPanelProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className="kit-history" open={initiallyOpen} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>History</summary>
      {open ? <HistoryList resource={resource} id={id} /> : null}
    </details>
  );
}

function HistoryList({ resource, id }: { resource: HistoryResource; id: number | string }) {
  const history = useQuery(historyQueries.ofRecord(resource, id));
  if (history.isPending) return <LoadingPanel label="Loading the history…" />;
  if (history.isError) {
    return (
      <StatePanel tone="error" title="The history could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void history.refetch() }}>
        {toApiError(history.error).message}
      </StatePanel>
    );
  }
  if (history.data.length === 0) return <p className="kit-history-empty">No changes recorded yet.</p>;
  return (
    <ol className="kit-history-list">
      {history.data.map((entry) => (
        <HistoryEntryItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}
