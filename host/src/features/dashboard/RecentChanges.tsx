import { formatInstant } from '@nail-or-never/shared';
import { Link } from '@nail-or-never/shared/router';
import { RECENT_CHANGES_SHOWN, recentChangeHref, recentChangeKindLabel, type RecentChange } from './recentChangeLink';

export function RecentChanges({ changes }: { changes: readonly RecentChange[] }) {
  if (changes.length === 0) {
    return <p className="dashboard-empty">Nothing has changed yet. Add a service group or a gallery group to get started.</p>;
  }
  return (
    <ol className="dashboard-recent">
      {changes.slice(0, RECENT_CHANGES_SHOWN).map((change) => (
        <li key={`${change.kind}-${change.id}`}>
          <Link to={recentChangeHref(change)}>{change.title}</Link>
          <span className="dashboard-recent-kind">{recentChangeKindLabel(change.kind)}</span>
          <time dateTime={change.updatedAt}>{formatInstant(change.updatedAt, 'dateTime')}</time>
        </li>
      ))}
    </ol>
  );
}
