import { Link, useParams } from 'react-router-dom';
import { LoadingPanel, StatePanel, toApiError } from '@nail-or-never/shared';
import { sectionHref } from '../../app/sectionPaths';
import { useGalleryGroups } from './useGalleryGroups';

/** `/admin/parent-gallery/:id`: one group, found in the shared list the menu also reads. */
export function ParentGalleryPage({ basePath }: { basePath: string }) {
  const { id } = useParams();
  const groupId = Number(id);
  const groups = useGalleryGroups();

  if (groups.isPending) return <LoadingPanel label="Loading the gallery group…" />;
  if (groups.isError) {
    return (
      <StatePanel tone="error" title="This gallery group could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void groups.refetch() }}>
        {toApiError(groups.error).message}
      </StatePanel>
    );
  }
  const group = Number.isInteger(groupId) ? groups.data.find((candidate) => candidate.id === groupId) : undefined;
  if (!group) {
    return (
      <StatePanel tone="info" title="Gallery group not found">
        It may have been deleted. <Link to={sectionHref.add(basePath)}>Add a parent gallery</Link>.
      </StatePanel>
    );
  }
  return (
    <section aria-labelledby="parent-gallery-title">
      <h1 id="parent-gallery-title">{group.theme}</h1>
      <p>Gallery group #{group.id}.</p>
    </section>
  );
}
