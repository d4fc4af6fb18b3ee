import type { GalleryGroup } from '@nail-or-never/shared';
import { imagesCountText } from './imagesCountText';

/** The group as it is saved: cover, description and the facts checked at a glance. */
export function GalleryGroupSummary({ group }: { group: GalleryGroup }) {
  return (
    <div className="svc-summary">
      {group.image ? (
        <img className="svc-summary-image" src={group.image.thumbnailUrl} alt={`Cover of ${group.theme}`} width={group.image.width} height={group.image.height} />
      ) : (
        <div className="svc-summary-image svc-image-placeholder" aria-hidden="true">
          <i className="pi pi-images" />
        </div>
      )}
      <div className="svc-summary-body">
        {group.description ? <p className="svc-summary-description">{group.description}</p> : <p className="svc-muted">No description.</p>}
        <dl className="svc-facts">
          <div>
            <dt>Status</dt>
            <dd>{group.published ? 'Published' : 'Hidden'}</dd>
          </div>
          <div>
            <dt>Images</dt>
            <dd>{imagesCountText(group.imageCount)}</dd>
          </div>
          <div>
            <dt>Display order</dt>
            <dd>{group.displayOrder}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
