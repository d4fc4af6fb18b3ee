import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { LoadingPanel, toApiError, type GalleryGroup, type GalleryGroupFormValues } from '@nail-or-never/shared';
import { useSectionToast, type ImageChange } from '@nail-or-never/shared/kit';
import { toGalleryGroupChanges, useDeleteGalleryGroup, useUpdateGalleryGroup } from '../api/galleryGroupMutations';
import { sectionHref } from '../galleryPaths';
import { DeleteGalleryGroupDialog } from './DeleteGalleryGroupDialog';
import { GalleryGroupSummary } from './GalleryGroupSummary';
import { imagesCountText } from './imagesCountText';

// The form (react-hook-form, zod, the picture picker) arrives when "Edit details" is used: most
// visits to a group are about its images.
const ParentGalleryForm = lazy(async () => ({ default: (await import('./ParentGalleryForm')).ParentGalleryForm }));
const preloadForm = (): void => void import('./ParentGalleryForm');

export interface GalleryGroupOverviewProps {
  basePath: string;
  group: GalleryGroup;
  /** Reads the latest saved version (after a conflict). */
  reload: () => Promise<GalleryGroup | null>;
}

/** The head of a group's page: its details, edited in place with the same form as "add", and delete. */
export function GalleryGroupOverview({ basePath, group, reload }: GalleryGroupOverviewProps) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const navigate = useNavigate();
  const toast = useSectionToast();
  const update = useUpdateGalleryGroup();
  const remove = useDeleteGalleryGroup();

  // The version the form was opened with, not the latest cached one: a background refetch must not
  // turn someone else's change into a silent overwrite.
  const save = async (values: GalleryGroupFormValues, cover: ImageChange, base: GalleryGroup | undefined) => {
    const saved = await update.mutateAsync(toGalleryGroupChanges(base ?? group, values, cover));
    toast.show('success', 'Changes saved', `“${saved.theme}” is up to date.`);
    return () => setEditing(false);
  };

  const deleteGroup = async () => {
    setConfirmingDelete(false);
    try {
      await remove.mutateAsync(group.id);
      toast.show('success', 'Gallery group deleted', `“${group.theme}” and ${imagesCountText(group.imageCount)} were deleted.`);
      navigate(sectionHref.add(basePath), { replace: true });
    } catch (error) {
      toast.show('error', 'Not deleted', toApiError(error).message);
    }
  };

  return (
    <div className="svc-card">
      <header className="svc-page-header">
        <div>
          <p className="svc-eyebrow">Parent Gallery</p>
          <h1 id="parent-gallery-title" className="svc-title-with-tag">
            {group.theme}
            <Tag value={group.published ? 'Published' : 'Hidden'} severity={group.published ? 'success' : 'secondary'} />
          </h1>
        </div>
        {editing ? null : (
          <div className="svc-header-actions">
            <Button type="button" label="Edit details" icon="pi pi-pencil" outlined onClick={() => setEditing(true)} onMouseEnter={preloadForm} onFocus={preloadForm} />
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
          <ParentGalleryForm key={group.id} group={group} submitLabel="Save changes" onSubmit={save} onCancel={() => setEditing(false)} onReload={reload} />
        </Suspense>
      ) : (
        <GalleryGroupSummary group={group} />
      )}
      <DeleteGalleryGroupDialog group={group} visible={confirmingDelete} onCancel={() => setConfirmingDelete(false)} onConfirm={() => void deleteGroup()} />
    </div>
  );
}
