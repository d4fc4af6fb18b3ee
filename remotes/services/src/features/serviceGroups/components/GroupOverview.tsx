import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { LoadingPanel, toApiError, type ServiceGroup, type ServiceGroupFormValues } from '@nail-or-never/shared';
import { sectionHref } from '../groupPaths';
import { useSectionToast, type ImageChange } from '@nail-or-never/shared/kit';
import { toGroupChanges, useDeleteServiceGroup, useUpdateServiceGroup } from '../api/groupMutations';
import { DeleteGroupDialog } from './DeleteGroupDialog';
import { GroupSummary } from './GroupSummary';
import { servicesCountText } from './servicesCountText';

// The form (react-hook-form, number inputs, picture picker) arrives when "Edit details" is used:
// most visits to a group only look at it and its services.
const ParentServiceForm = lazy(async () => ({ default: (await import('./ParentServiceForm')).ParentServiceForm }));

function preloadForm(): void {
  void import('./ParentServiceForm');
}

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
  const update = useUpdateServiceGroup();
  const remove = useDeleteServiceGroup();

  // The version the form was opened with, not the latest cached one: a refetch in the background
  // must not turn someone else's change into a silent overwrite.
  const save = async (values: ServiceGroupFormValues, image: ImageChange, base: ServiceGroup | undefined) => {
    const saved = await update.mutateAsync(toGroupChanges(base ?? group, values, image));
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
    <div className="svc-card">
      <header className="svc-page-header">
        <div>
          <p className="svc-eyebrow">Parent Service</p>
          <h1 id="parent-service-title" className="svc-title-with-tag">
            {group.name}
            <Tag value={group.active ? 'Active' : 'Hidden'} severity={group.active ? 'success' : 'secondary'} />
          </h1>
        </div>
        {editing ? null : (
          <div className="svc-header-actions">
            <Button
              type="button"
              label="Edit details"
              icon="pi pi-pencil"
              outlined
              onClick={() => setEditing(true)}
              onMouseEnter={preloadForm}
              onFocus={preloadForm}
            />
            <Button
              type="button"
              label="Delete group"
              icon="pi pi-trash"
              severity="danger"
              outlined
              loading={remove.isPending}
              disabled={remove.isPending}
              onClick={() => setConfirmingDelete(true)}
            />
          </div>
        )}
      </header>
      {editing ? (
        <Suspense fallback={<LoadingPanel label="Opening the form…" />}>
          <ParentServiceForm key={group.id} group={group} submitLabel="Save changes" onSubmit={save} onCancel={() => setEditing(false)} onReload={reload} />
        </Suspense>
      ) : (
        <GroupSummary group={group} />
      )}
      <DeleteGroupDialog group={group} visible={confirmingDelete} onCancel={() => setConfirmingDelete(false)} onConfirm={() => void deleteGroup()} />
    </div>
  );
}
