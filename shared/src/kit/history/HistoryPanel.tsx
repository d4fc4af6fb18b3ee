import { useQuery } from '@tanstack/react-query';
import { historyQueries, LoadingPanel, StatePanel, toApiError, type HistoryResource } from '@nail-or-never/shared';
import { HistoryEntryItem } from './HistoryEntryItem';

export interface HistoryPanelProps {
  resource: HistoryResource;
  id: number | string;
  /** The heading's id, for the section around it (`aria-labelledby`). */
  headingId?: string;
}

/** A record's History: who changed what and when, newest first, read fresh each time it is shown. */
export function HistoryPanel({ resource, id, headingId = `${resource}-${id}-history` }: HistoryPanelProps) {
  const history = useQuery(historyQueries.ofRecord(resource, id));
  return (
    <section className="kit-history" aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {history.isPending ? <LoadingPanel label="Loading the history…" /> : null}
      {history.isError ? (
        <StatePanel tone="error" title="The history could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void history.refetch() }}>
          {toApiError(history.error).message}
        </StatePanel>
      ) : null}
      {history.isSuccess && history.data.length === 0 ? <p className="kit-history-empty">No changes recorded yet.</p> : null}
      {history.isSuccess && history.data.length > 0 ? (
        <ol className="kit-history-list">
          {history.data.map((entry) => (
            <HistoryEntryItem key={entry.id} entry={entry} showSummary />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
