import { Link } from 'react-router-dom';
import { LoadingPanel, StatePanel, toApiError, type ServiceGroup } from '@nail-or-never/shared';
import { sectionHref } from '../../app/sectionPaths';
import { useServiceGroups } from './useServiceGroups';

/** Every service group, with the designed loading, error and empty states. */
export function ServiceGroupList({ basePath }: { basePath: string }) {
  const groups = useServiceGroups();

  if (groups.isPending) return <LoadingPanel label="Loading service groups…" />;
  if (groups.isError) {
    return (
      <StatePanel tone="error" title="Service groups could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void groups.refetch() }}>
        {toApiError(groups.error).message}
      </StatePanel>
    );
  }
  if (groups.data.length === 0) {
    return <StatePanel tone="info" title="No service groups yet">Groups you add appear here and in the menu.</StatePanel>;
  }
  return (
    <ul aria-label="Service groups">
      {groups.data.map((group: ServiceGroup) => (
        <li key={group.id}>
          <Link to={sectionHref.group(basePath, group.id)}>{group.name}</Link>
        </li>
      ))}
    </ul>
  );
}
