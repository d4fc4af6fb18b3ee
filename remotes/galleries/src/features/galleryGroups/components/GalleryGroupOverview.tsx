import { lazy } from 'react';
import { useMutation } from '@tanstack/react-query';
import { galleryGroupMutations, type GalleryGroup, type GalleryGroupFormValues } from '@nail-or-never/shared';
import { imageChangeFields, RecordGroupOverview } from '@nail-or-never/shared/kit';
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
  const update = useMutation(galleryGroupMutations.update());
  const remove = useMutation(galleryGroupMutations.remove());
  return (
    <RecordGroupOverview<GalleryGroup, GalleryGroupFormValues>
      group={group}
      eyebrow="Parent Gallery"
      titleId="parent-gallery-title"
      title={group.theme}
      status={{ label: group.published ? 'Published' : 'Hidden', on: group.published }}
      summary={{
        imageAlt: `Cover of ${group.theme}`,
        placeholderIcon: 'pi-images',
        facts: [
          { label: 'Status', value: group.published ? 'Published' : 'Hidden' },
          { label: 'Images', value: imagesCountText(group.imageCount) },
          { label: 'Display order', value: group.displayOrder },
        ],
      }}
      renderEditor={(editor) => <ParentGalleryForm key={group.id} submitLabel="Save changes" {...editor} />}
      preloadEditor={preloadForm}
      update={(base, values, cover) => update.mutateAsync({ id: base.id, version: base.version, ...values, ...imageChangeFields(cover) })}
      savedDetail={(saved) => `“${saved.theme}” is up to date.`}
      remove={() => remove.mutateAsync(group.id)}
      deleting={remove.isPending}
      deletedSummary="Gallery group deleted"
      deletedDetail={`“${group.theme}” and ${imagesCountText(group.imageCount)} were deleted.`}
      afterDeleteHref={sectionHref.add(basePath)}
      renderDeleteDialog={(dialog) => <DeleteGalleryGroupDialog group={group} {...dialog} />}
      reload={reload}
      operations={{ update: 'putGalleryParent', remove: 'deleteGalleryParentById' }}
      historyResource="galleryGroup"
    />
  );
}
