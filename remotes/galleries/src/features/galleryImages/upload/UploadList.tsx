import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { summarizeUploads, type UploadItem, type UploadStatus } from './useImageUploads';

const STATUS_TEXT: Record<UploadStatus, string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Added',
  failed: 'Not added',
};

export interface UploadListProps {
  items: readonly UploadItem[];
  onClearFinished: () => void;
}

/** One row per file with its own bar and outcome; a live line sums them up for screen readers. */
export function UploadList({ items, onClearFinished }: UploadListProps) {
  if (items.length === 0) return null;
  const summary = summarizeUploads(items);
  const summaryText = summary.active
    ? `Uploading: ${summary.done} of ${summary.total} added${summary.failed ? `, ${summary.failed} not added` : ''}.`
    : `${summary.done} of ${summary.total} added${summary.failed ? `, ${summary.failed} not added` : ''}.`;

  return (
    <section className="gal-uploads" aria-labelledby="gallery-uploads-title">
      <div className="gal-uploads-header">
        <h3 id="gallery-uploads-title">Uploads</h3>
        <p className="gal-uploads-summary" role="status" data-testid="upload-summary">
          {summaryText}
        </p>
        {summary.active ? null : <Button type="button" label="Clear list" icon="pi pi-times" text size="small" onClick={onClearFinished} />}
      </div>
      <ul className="gal-upload-list">
        {items.map((item) => (
          <li key={item.key} className={`gal-upload gal-upload-${item.status}`} data-testid="upload-row">
            <i
              className={`pi ${item.status === 'done' ? 'pi-check-circle' : item.status === 'failed' ? 'pi-exclamation-circle' : 'pi-image'}`}
              aria-hidden="true"
            />
            <div className="gal-upload-body">
              <div className="gal-upload-line">
                <span className="gal-upload-name">{item.file.name}</span>
                <span className="gal-upload-status">{STATUS_TEXT[item.status]}</span>
              </div>
              {item.status === 'failed' ? (
                <p className="p-error gal-upload-error">{item.message}</p>
              ) : (
                <ProgressBar
                  value={Math.round(item.progress * 100)}
                  showValue={false}
                  className="gal-upload-bar"
                  aria-label={`${item.file.name}: ${STATUS_TEXT[item.status].toLowerCase()}`}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
