import { Link } from 'react-router-dom';
import { StatePanel } from '@nail-or-never/shared';
import { sectionHref } from '../../app/sectionPaths';

export function SectionNotFound({ basePath }: { basePath: string }) {
  return (
    <StatePanel tone="info" title="Page not found">
      Pick a group in the menu or <Link to={sectionHref.add(basePath)}>add a parent service</Link>.
    </StatePanel>
  );
}
