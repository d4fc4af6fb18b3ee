import { formatInstant } from '@nail-or-never/shared';
import type { SalonClock } from '@nail-or-never/shared/schemas';
import { Link } from '@nail-or-never/shared/router';
import { RECENT_CHANGES_SHOWN, recentChangeHref, recentChangeKindLabel, type RecentChange } from './recentChangeLink';

export function RecentChanges({ changes, clock }: { changes: readonly RecentChange[]; clock: SalonClock }) {
  if (changes.length === 0) {
    return <p className="dashboard-empty">Nothing has changed yet. Services, galleries, staff, gift cards and bookings show here as they change.</p>;
  }
  return (
    <ol className="dashboard-recent">
      {changes.slice(0, RECENT_CHANGES_SHOWN).map((change) => (
        <li key={`${change.kind}-${change.id}`}>
          <Link to={recentChangeHref(change)}>{change.title}</Link>
          <span className="dashboard-recent-kind">{recentChangeKindLabel(change.kind)}</span>
          <time dateTime={change.updatedAt}>{formatInstant(change.updatedAt, 'dateTime', { clock })}</time>
        </li>
      ))}
    </ol>
  );
}
