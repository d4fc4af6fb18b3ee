import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingPanel, toApiError, type ServiceGroup, type ServiceGroupFormValues } from '@nail-or-never/shared';
import { imageChangeFields, RecordOverviewCard, RecordSummary, useSectionToast, type ImageChange } from '@nail-or-never/shared/kit';
import { useServiceGroupMutations } from '../api/groupMutations';
import { sectionHref } from '../groupPaths';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { servicesCountText } from './servicesCountText';

// The form (react-hook-form, number inputs, picture picker) arrives when "Edit details" is used:
// most visits to a group only look at it and its services.
const ParentServiceForm = lazy(async () => ({ default: (await import('./ParentServiceForm')).ParentServiceForm }));
const preloadForm = (): void => void import('./ParentServiceForm');

export interface GroupOverviewProps {
  basePath: string;
  group: ServiceGroup;
  /** Fetches the latest saved version (after a conflict). */
  reload: () => Promise<ServiceGroup | null>;
}

/** The head of a group's page: its details, edited in place with the same form as "add", and delete. */
export function GroupOverview({ basePath, group, reload }: GroupOverviewProps) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const navigate = useNavigate();
  const toast = useSectionToast();
  const { update, remove } = useServiceGroupMutations();

  // The version the form was opened with, not the latest cached one: a refetch in the background
  // must not turn someone else's change into a silent overwrite.
  const save = async (values: ServiceGroupFormValues, image: ImageChange, base: ServiceGroup | undefined) => {
    const saved = await update.mutateAsync({ id: (base ?? group).id, version: (base ?? group).version, ...values, ...imageChangeFields(image) });
    toast.show('success', 'Changes saved', `“${saved.name}” is up to date.`);
    return () => setEditing(false);
  };

  const deleteGroup = async () => {
    setConfirmingDelete(false);
    try {
      await remove.mutateAsync(group.id);
      toast.show('success', 'Service group deleted', `“${group.name}” and ${servicesCountText(group.serviceCount)} were deleted.`);
      navigate(sectionHref.add(basePath), { replace: true });
    } catch (error) {
      toast.show('error', 'Not deleted', toApiError(error).message);
    }
  };

  return (
    <RecordOverviewCard
      eyebrow="Parent Service"
      titleId="parent-service-title"
      title={group.name}
      status={{ label: group.active ? 'Active' : 'Hidden', on: group.active }}
      editing={editing}
      onEdit={() => setEditing(true)}
      preloadEditor={preloadForm}
      deleteLabel="Delete group"
      deleting={remove.isPending}
      onDelete={() => setConfirmingDelete(true)}
    >
      {editing ? (
        <Suspense fallback={<LoadingPanel label="Opening the form…" />}>
          <ParentServiceForm key={group.id} group={group} submitLabel="Save changes" onSubmit={save} onCancel={() => setEditing(false)} onReload={reload} />
        </Suspense>
      ) : (
        <RecordSummary
          image={group.image}
          imageAlt={`Picture of ${group.name}`}
          placeholderIcon="pi-image"
          description={group.description}
          facts={[
            { label: 'Status', value: group.active ? 'Active' : 'Hidden' },
            { label: 'Services', value: servicesCountText(group.serviceCount) },
            { label: 'Display order', value: group.displayOrder },
          ]}
        />
      )}
      <DeleteGroupDialog group={group} visible={confirmingDelete} onCancel={() => setConfirmingDelete(false)} onConfirm={() => void deleteGroup()} />
    </RecordOverviewCard>
  );
}
