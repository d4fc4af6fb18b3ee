import { useParams } from '@nail-or-never/shared/router';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { parseId, RecordNotFoundPage } from '@nail-or-never/shared/kit';
import { GroupOverview } from '../../features/serviceGroups/components/GroupOverview';
import { sectionHref } from '../../features/serviceGroups/groupPaths';
import { useServiceGroup } from '../../features/serviceGroups/api/useServiceGroup';
import { ServicesPanel } from '../../features/services/components/ServicesPanel';

/** `/admin/parent-service/:id`: the group (view, edit, delete) above its services. */
export function ParentServicePage({ basePath }: { basePath: string }) {
  const { id } = useParams();
  const groupId = parseId(id);
  const group = useServiceGroup(groupId ?? 0);

  const notFound = <RecordNotFoundPage what="service group" recordId={id} addHref={sectionHref.add(basePath)} addLabel="Add Parent Service" />;

  if (groupId === null) return notFound;
  if (group.isPending) return <LoadingPanel label="Loading the service group…" />;
  if (group.isError) {
    if (toApiError(group.error).status === 404) return notFound;
    return (
      <StatePanel tone="error" title="This service group could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void group.refetch() }}>
        {toApiError(group.error).message}
      </StatePanel>
    );
  }

  const reload = async () => (await group.refetch()).data ?? null;

  return (
    <div className="kit-page" aria-labelledby="parent-service-title" role="region">
      <GroupOverview key={group.data.id} basePath={basePath} group={group.data} reload={reload} />
      <ServicesPanel key={`services-${group.data.id}`} groupId={group.data.id} groupName={group.data.name} />
    </div>
  );
}
