import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';

export interface RecordOverviewCardProps {
  /** The small line above the title ("Parent Service"). */
  eyebrow: string;
  /** The h1's id, which the page's region is labelled by. */
  titleId: string;
  title: string;
  status: { label: string; on: boolean };
  /** While editing, the buttons give way to the form. */
  editing: boolean;
  onEdit: () => void;
  /** Starts loading the form's code on hover or focus, before the click. */
  preloadEditor?: () => void;
  deleteLabel: string;
  deleting: boolean;
  onDelete: () => void;
  /** False for a role that may not change or delete the record (reception reads the catalogue): the buttons are left out. */
  canEdit?: boolean;
  canDelete?: boolean;
  /** The summary, or the form while editing. */
  children: ReactNode;
}

/** The head of a record's page: title and status, "Edit details" and delete, above its summary or form. */
export function RecordOverviewCard({ eyebrow, titleId, title, status, editing, onEdit, preloadEditor, deleteLabel, deleting, onDelete, canEdit = true, canDelete = true, children }: RecordOverviewCardProps) {
  return (
    <div className="kit-card">
      <header className="kit-page-header">
        <div>
          <p className="kit-eyebrow">{eyebrow}</p>
          <h1 id={titleId} className="kit-title-with-tag">
            {title}
            <Tag value={status.label} severity={status.on ? 'success' : 'secondary'} />
          </h1>
        </div>
        {editing ? null : (
          <div className="kit-header-actions">
            {canEdit ? <Button type="button" label="Edit details" icon="pi pi-pencil" outlined onClick={onEdit} onMouseEnter={preloadEditor} onFocus={preloadEditor} /> : null}
            {canDelete ? (
              <Button type="button" label={deleteLabel} icon="pi pi-trash" severity="danger" outlined loading={deleting} disabled={deleting} onClick={onDelete} />
            ) : null}
          </div>
        )}
      </header>
      {children}
    </div>
  );
}
