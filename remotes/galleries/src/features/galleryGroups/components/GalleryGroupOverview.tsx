import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingPanel, toApiError, type GalleryGroup, type GalleryGroupFormValues } from '@nail-or-never/shared';
import { imageChangeFields, RecordOverviewCard, RecordSummary, useSectionToast, type ImageChange } from '@nail-or-never/shared/kit';
import { useGalleryGroupMutations } from '../api/galleryGroupMutations';
import { sectionHref } from '../galleryPaths';
import { DeleteGalleryGroupDialog } from './DeleteGalleryGroupDialog';
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
  const { update, remove } = useGalleryGroupMutations();

  // The version the form was opened with, not the latest cached one: a background refetch must not
  // turn someone else's change into a silent overwrite.
  const save = async (values: GalleryGroupFormValues, cover: ImageChange, base: GalleryGroup | undefined) => {
    const saved = await update.mutateAsync({ id: (base ?? group).id, version: (base ?? group).version, ...values, ...imageChangeFields(cover) });
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
    <RecordOverviewCard
      eyebrow="Parent Gallery"
      titleId="parent-gallery-title"
      title={group.theme}
      status={{ label: group.published ? 'Published' : 'Hidden', on: group.published }}
      editing={editing}
      onEdit={() => setEditing(true)}
      preloadEditor={preloadForm}
      deleteLabel="Delete group"
      deleting={remove.isPending}
      onDelete={() => setConfirmingDelete(true)}
    >
      {editing ? (
        <Suspense fallback={<LoadingPanel label="Opening the form…" />}>
          <ParentGalleryForm key={group.id} group={group} submitLabel="Save changes" onSubmit={save} onCancel={() => setEditing(false)} onReload={reload} />
        </Suspense>
      ) : (
        <RecordSummary
          image={group.image}
          imageAlt={`Cover of ${group.theme}`}
          placeholderIcon="pi-images"
          description={group.description}
          facts={[
            { label: 'Status', value: group.published ? 'Published' : 'Hidden' },
            { label: 'Images', value: imagesCountText(group.imageCount) },
            { label: 'Display order', value: group.displayOrder },
          ]}
        />
      )}
      <DeleteGalleryGroupDialog group={group} visible={confirmingDelete} onCancel={() => setConfirmingDelete(false)} onConfirm={() => void deleteGroup()} />
    </RecordOverviewCard>
  );
}
