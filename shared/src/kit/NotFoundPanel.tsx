import { Link } from '@nail-or-never/shared/router';
import { StatePanel } from '@nail-or-never/shared';

export interface NotFoundPanelProps {
  /** Where a new record is added, e.g. `/admin/parent-service/add`. */
  addHref: string;
  /** What the link adds, e.g. "add a parent service". */
  addLabel: string;
}

/** An address inside a section that shows nothing: point to the menu and to adding a record. */
export function NotFoundPanel({ addHref, addLabel }: NotFoundPanelProps) {
  return (
    <StatePanel tone="info" title="Page not found">
      Pick a group in the menu or <Link to={addHref}>{addLabel}</Link>.
    </StatePanel>
  );
}
