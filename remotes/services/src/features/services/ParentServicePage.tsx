import { Link, useParams } from 'react-router-dom';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { sectionHref } from '../../app/sectionPaths';
import { useServiceGroups } from './useServiceGroups';

/** `/admin/parent-service/:id`: one group, found in the shared list the menu also reads. */
export function ParentServicePage({ basePath }: { basePath: string }) {
  const { id } = useParams();
  const groupId = Number(id);
  const groups = useServiceGroups();

  if (groups.isPending) return <LoadingPanel label="Loading the service group…" />;
  if (groups.isError) {
    return (
      <StatePanel tone="error" title="This service group could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void groups.refetch() }}>
        {toApiError(groups.error).message}
      </StatePanel>
    );
  }
  const group = Number.isInteger(groupId) ? groups.data.find((candidate) => candidate.id === groupId) : undefined;
  if (!group) {
    return (
      <StatePanel tone="info" title="Service group not found">
        It may have been deleted. <Link to={sectionHref.add(basePath)}>Add a parent service</Link>.
      </StatePanel>
    );
  }
  return (
    <section aria-labelledby="parent-service-title">
      <h1 id="parent-service-title">{group.name}</h1>
      <p>Service group #{group.id}.</p>
    </section>
  );
}
