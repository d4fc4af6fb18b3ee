import type { ReactNode } from 'react';
import type { ImageRef } from '@nail-or-never/shared';

export interface RecordFact {
  label: string;
  value: ReactNode;
}

export interface RecordSummaryProps {
  image: ImageRef | null;
  /** Names the picture for screen readers ("Picture of Gel nails", "Cover of Summer"). */
  imageAlt: string;
  /** PrimeIcons class shown when there is no picture, e.g. `pi-image`. */
  placeholderIcon: string;
  description: string;
  facts: readonly RecordFact[];
}

/** A saved record at a glance: its thumbnail, its description and a few facts. */
export function RecordSummary({ image, imageAlt, placeholderIcon, description, facts }: RecordSummaryProps) {
  return (
    <div className="kit-summary">
      {image ? (
        <img className="kit-summary-image" src={image.thumbnailUrl} alt={imageAlt} width={image.width} height={image.height} />
      ) : (
        <div className="kit-summary-image kit-image-placeholder" aria-hidden="true">
          <i className={`pi ${placeholderIcon}`} />
        </div>
      )}
      <div className="kit-summary-body">
        {description ? <p className="kit-summary-description">{description}</p> : <p className="kit-muted">No description.</p>}
        <dl className="kit-facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
