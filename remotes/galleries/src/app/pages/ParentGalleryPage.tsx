import { useParams } from '@nail-or-never/shared/router';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { parseId, RecordNotFoundPage } from '@nail-or-never/shared/kit';
import { useGalleryGroup } from '../../features/galleryGroups/api/useGalleryGroup';
import { GalleryGroupOverview } from '../../features/galleryGroups/components/GalleryGroupOverview';
import { sectionHref } from '../../features/galleryGroups/galleryPaths';
import { GalleryImagesPanel } from '../../features/galleryImages/components/GalleryImagesPanel';

/** `/admin/parent-gallery/:id`: the group (view, edit, delete) above its images. */
export function ParentGalleryPage({ basePath }: { basePath: string }) {
  const { id } = useParams();
  const groupId = parseId(id);
  const group = useGalleryGroup(groupId ?? 0);

  const notFound = <RecordNotFoundPage what="gallery group" recordId={id} addHref={sectionHref.add(basePath)} addLabel="Add Parent Gallery" />;

  if (groupId === null) return notFound;
  if (group.isPending) return <LoadingPanel label="Loading the gallery group…" />;
  if (group.isError) {
    if (toApiError(group.error).status === 404) return notFound;
    return (
      <StatePanel tone="error" title="This gallery group could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void group.refetch() }}>
        {toApiError(group.error).message}
      </StatePanel>
    );
  }

  const reload = async () => (await group.refetch()).data ?? null;

  return (
    <div className="kit-page" aria-labelledby="parent-gallery-title" role="region">
      <GalleryGroupOverview key={group.data.id} basePath={basePath} group={group.data} reload={reload} />
      <GalleryImagesPanel key={`images-${group.data.id}`} group={group.data} />
    </div>
  );
}
