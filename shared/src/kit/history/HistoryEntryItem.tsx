import { formatInstant, type HistoryEntry } from '@nail-or-never/shared';
import { fieldChanges } from './historyValues';

export interface HistoryEntryItemProps {
  entry: HistoryEntry;
  /** The Activity page names the record too; a record's own History tab does not need to. */
  showSummary?: boolean;
}

const ACTION_WORDS: Record<HistoryEntry['action'], string> = { create: 'created', update: 'changed', delete: 'deleted' };

/** One change: who, when, and each field's value before → after. */
export function HistoryEntryItem({ entry, showSummary = true }: HistoryEntryItemProps) {
  const changes = fieldChanges(entry.before, entry.after);
  return (
    <li className="kit-history-entry">
      <p className="kit-history-head">
        <strong>{entry.userName}</strong> {ACTION_WORDS[entry.action]}
        {showSummary ? <> · {entry.summary}</> : null}
        <time dateTime={entry.at} className="kit-history-time">
          {formatInstant(entry.at, 'dateTime')}
        </time>
      </p>
      {changes.length > 0 ? (
        <ul className="kit-history-changes">
          {changes.map((change) => (
            <li key={change.field}>
              <span className="kit-history-field">{change.field}:</span> <del>{change.before}</del>
              <span aria-hidden="true"> → </span>
              <span className="kit-visually-hidden"> changed to </span>
              <ins>{change.after}</ins>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
