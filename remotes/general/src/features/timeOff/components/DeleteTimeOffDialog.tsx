import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { toApiError } from '@nail-or-never/shared';
import { timeOffMutations } from '@nail-or-never/shared/general';
import type { TimeOff } from '@nail-or-never/shared/schemas';
import { timeOffSentence } from '../model/timeOffText';

export interface DeleteTimeOffDialogProps {
  entry: TimeOff;
  today: string;
  onClose: () => void;
}

/** Deleting asks first and names what goes: the employee can be booked in those hours again. */
export function DeleteTimeOffDialog({ entry, today, onClose }: DeleteTimeOffDialogProps) {
  const removal = useMutation(timeOffMutations.remove());
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    setProblem(null);
    try {
      await removal.mutateAsync(entry.id);
      onClose();
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  };
  const working = removal.isPending;
  const footer = (
    <>
      <Button type="button" label="Keep it" outlined onClick={onClose} disabled={working} autoFocus />
      <Button type="button" label="Delete time off" icon="pi pi-trash" severity="danger" loading={working} onClick={() => void remove()} />
    </>
  );
  return (
    <Dialog visible modal header="Delete this time off?" onHide={() => !working && onClose()} footer={footer} style={{ width: '32rem' }} breakpoints={{ '640px': '96vw' }} draggable={false}>
      <p>{timeOffSentence(entry, today)}</p>
      <p>{entry.employeeName} can be booked in these hours again.</p>
      {problem ? (
        <p role="alert" className="p-error">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}
