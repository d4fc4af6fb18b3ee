import type { ServiceGroup } from '@nail-or-never/shared';
import { servicesCountText } from './servicesCountText';

/** The group as it is saved: picture, description and the facts a salon checks at a glance. */
export function GroupSummary({ group }: { group: ServiceGroup }) {
  return (
    <div className="svc-summary">
      {group.image ? (
        <img
          className="svc-summary-image"
          src={group.image.thumbnailUrl}
          alt={`Picture of ${group.name}`}
          width={group.image.width}
          height={group.image.height}
        />
      ) : (
        <div className="svc-summary-image svc-image-placeholder" aria-hidden="true">
          <i className="pi pi-image" />
        </div>
      )}
      <div className="svc-summary-body">
        {group.description ? <p className="svc-summary-description">{group.description}</p> : <p className="svc-muted">No description.</p>}
        <dl className="svc-facts">
          <div>
            <dt>Status</dt>
            <dd>{group.active ? 'Active' : 'Hidden'}</dd>
          </div>
          <div>
            <dt>Services</dt>
            <dd>{servicesCountText(group.serviceCount)}</dd>
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
