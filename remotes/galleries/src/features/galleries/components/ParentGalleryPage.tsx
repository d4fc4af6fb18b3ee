import { Link, useParams } from 'react-router-dom';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { parseId } from '@nail-or-never/shared/kit';
import { sectionHref } from '../galleryPaths';
import { useGalleryGroup } from '../api/useGalleryGroup';

function GroupNotFound({ basePath }: { basePath: string }) {
  return (
    <StatePanel tone="info" title="Gallery group not found">
      It may have been deleted. <Link to={sectionHref.add(basePath)}>Add a parent gallery</Link>.
    </StatePanel>
  );
}

/** `/admin/parent-gallery/:id`: one gallery group's details. */
export function ParentGalleryPage({ basePath }: { basePath: string }) {
  const { id } = useParams();
  const groupId = parseId(id);
  const group = useGalleryGroup(groupId ?? 0);

  if (groupId === null) return <GroupNotFound basePath={basePath} />;
  if (group.isPending) return <LoadingPanel label="Loading the gallery group…" />;
  if (group.isError) {
    const error = toApiError(group.error);
    if (error.status === 404) return <GroupNotFound basePath={basePath} />;
    return (
      <StatePanel tone="error" title="This gallery group could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void group.refetch() }}>
        {error.message}
      </StatePanel>
    );
  }
  const { theme, description, image, imageCount, published } = group.data;
  return (
    <section aria-labelledby="parent-gallery-title">
      <h1 id="parent-gallery-title">{theme}</h1>
      {image ? <img src={image.thumbnailUrl} alt={`Cover of ${theme}`} width={160} /> : null}
      {description ? <p>{description}</p> : null}
      <p>
        {imageCount === 1 ? '1 image' : `${imageCount} images`} · {published ? 'Published' : 'Not published'}
      </p>
    </section>
  );
}
