import { Link } from 'react-router-dom';
import { LoadingPanel, StatePanel, toApiError, type GalleryGroup } from '@nail-or-never/shared';
import { sectionHref } from '../galleryPaths';
import { useGalleryGroups } from '../api/useGalleryGroups';

/** Every gallery group, with the designed loading, error and empty states. */
export function GalleryGroupList({ basePath }: { basePath: string }) {
  const groups = useGalleryGroups();

  if (groups.isPending) return <LoadingPanel label="Loading gallery groups…" />;
  if (groups.isError) {
    return (
      <StatePanel tone="error" title="Gallery groups could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void groups.refetch() }}>
        {toApiError(groups.error).message}
      </StatePanel>
    );
  }
  if (groups.data.length === 0) {
    return <StatePanel tone="info" title="No gallery groups yet">Groups you add appear here and in the menu.</StatePanel>;
  }
  return (
    <ul aria-label="Gallery groups">
      {groups.data.map((group: GalleryGroup) => (
        <li key={group.id}>
          {/* 24 px high: a touch target of its own on a phone (WCAG 2.5.8). */}
          <Link to={sectionHref.group(basePath, group.id)} style={{ display: 'inline-block', minHeight: '24px', lineHeight: '24px' }}>
            {group.theme}
          </Link>
        </li>
      ))}
    </ul>
  );
}
