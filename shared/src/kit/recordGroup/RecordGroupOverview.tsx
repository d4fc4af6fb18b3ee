import { Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from '@nail-or-never/shared/router';
import { LoadingPanel, toApiError, useCan, type HistoryResource, type OperationId } from '@nail-or-never/shared';
import { HistoryPanel } from '../history/HistoryPanel';
import type { ImageChange } from '../imageChange';
import { useSectionToast } from '../SectionToast';
import type { AfterSave } from '../recordForm/saveMutation';
import type { ImageGroupRecord } from './ImageGroupForm';
import { RecordOverviewCard } from './RecordOverviewCard';
import { RecordSummary, type RecordFact } from './RecordSummary';

/** What the overview hands the section's form when "Edit details" is used. */
export interface GroupEditorProps<Group, Values> {
  group: Group;
  onSubmit: (values: Values, image: ImageChange, base: Group | undefined) => Promise<AfterSave>;
  onCancel: () => void;
  onReload: () => Promise<Group | null>;
}

export interface RecordGroupOverviewProps<Group extends ImageGroupRecord & { description: string }, Values> {
  group: Group;
  eyebrow: string;
  titleId: string;
  title: string;
  status: { label: string; on: boolean };
  summary: { imageAlt: string; placeholderIcon: string; facts: readonly RecordFact[] };
  /** The section's form (usually lazy: it arrives with "Edit details"). */
  renderEditor: (props: GroupEditorProps<Group, Values>) => ReactNode;
  preloadEditor: () => void;
  /** Saves the form against `base`, the version it was opened with; rejects with the API's error. */
  update: (base: Group, values: Values, image: ImageChange) => Promise<Group>;
  savedDetail: (saved: Group) => string;
  /** Deletes the group; rejects with the API's error. */
  remove: () => Promise<void>;
  deleting: boolean;
  deletedSummary: string;
  deletedDetail: string;
  /** Where to go once the group is gone (the section's "add" page). */
  afterDeleteHref: string;
  renderDeleteDialog: (props: { visible: boolean; onCancel: () => void; onConfirm: () => void }) => ReactNode;
  /** Reads the latest saved version (after a conflict). */
  reload: () => Promise<Group | null>;
  /** The permission table's operations for changing and deleting it: a role without them sees neither button. */
  operations?: { update: OperationId; remove: OperationId };
  /** Its kind in the history: the page shows who changed what, below the summary. */
  historyResource?: HistoryResource;
}

/**
 * The head of a group's page in any section: the group at a glance, "Edit details" in place with the
 * section's form, and delete with its confirmation, a toast, and the way out.
 */
export function RecordGroupOverview<Group extends ImageGroupRecord & { description: string }, Values>(props: RecordGroupOverviewProps<Group, Values>) {
  const { group, summary, renderEditor, update, savedDetail, remove, afterDeleteHref, renderDeleteDialog, reload } = props;
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const navigate = useNavigate();
  const toast = useSectionToast();
  // Hooks cannot be skipped: an overview without operations asks for one every role may call.
  const canEdit = useCan(props.operations?.update ?? 'getUsersMe');
  const canDelete = useCan(props.operations?.remove ?? 'getUsersMe');

  // The version the form was opened with, not the latest cached one: a refetch in the background
  // must not turn someone else's change into a silent overwrite.
  const save = async (values: Values, image: ImageChange, base: Group | undefined) => {
    const saved = await update(base ?? group, values, image);
    toast.show('success', 'Changes saved', savedDetail(saved));
    return () => setEditing(false);
  };

  const deleteGroup = async () => {
    setConfirmingDelete(false);
    try {
      await remove();
      toast.show('success', props.deletedSummary, props.deletedDetail);
      navigate(afterDeleteHref, { replace: true });
    } catch (error) {
      toast.show('error', 'Not deleted', toApiError(error).message);
    }
  };

  return (
    <RecordOverviewCard
      eyebrow={props.eyebrow}
      titleId={props.titleId}
      title={props.title}
      status={props.status}
      editing={editing}
      onEdit={() => setEditing(true)}
      preloadEditor={props.preloadEditor}
      deleteLabel="Delete group"
      deleting={props.deleting}
      onDelete={() => setConfirmingDelete(true)}
      canEdit={canEdit}
      canDelete={canDelete}
    >
      {editing ? (
        <Suspense fallback={<LoadingPanel label="Opening the form…" />}>
          {renderEditor({ group, onSubmit: save, onCancel: () => setEditing(false), onReload: reload })}
        </Suspense>
      ) : (
        <RecordSummary image={group.image} description={group.description} {...summary} />
      )}
      {props.historyResource && !editing ? (
        <HistoryPanel resource={props.historyResource} id={group.id} />
      ) : null}
      {renderDeleteDialog({ visible: confirmingDelete, onCancel: () => setConfirmingDelete(false), onConfirm: () => void deleteGroup() })}
    </RecordOverviewCard>
  );
}
