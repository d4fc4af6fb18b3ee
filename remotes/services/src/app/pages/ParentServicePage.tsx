import { useParams } from 'react-router-dom';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { GroupNotFound } from '../../features/serviceGroups/components/GroupNotFound';
import { GroupOverview } from '../../features/serviceGroups/components/GroupOverview';
import { useServiceGroup } from '../../features/serviceGroups/api/useServiceGroup';
import { ServicesPanel } from '../../features/services/components/ServicesPanel';

/** A positive whole number, or null for anything else in the address ("12abc", "0", "-3"). */
function parseGroupId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `/admin/parent-service/:id`: the group (view, edit, delete) above its services. */
export function ParentServicePage({ basePath }: { basePath: string }) {
  const { id } = useParams();
  const groupId = parseGroupId(id);
  const group = useServiceGroup(groupId ?? 0);

  if (groupId === null) return <GroupNotFound basePath={basePath} groupId={id} />;
  if (group.isPending) return <LoadingPanel label="Loading the service group…" />;
  if (group.isError) {
    if (toApiError(group.error).status === 404) return <GroupNotFound basePath={basePath} groupId={id} />;
    return (
      <StatePanel tone="error" title="This service group could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void group.refetch() }}>
        {toApiError(group.error).message}
      </StatePanel>
    );
  }

  const reload = async () => (await group.refetch()).data ?? null;

  return (
    <div className="svc-page" aria-labelledby="parent-service-title" role="region">
      <GroupOverview key={group.data.id} basePath={basePath} group={group.data} reload={reload} />
      <ServicesPanel key={`services-${group.data.id}`} groupId={group.data.id} groupName={group.data.name} />
    </div>
  );
}
