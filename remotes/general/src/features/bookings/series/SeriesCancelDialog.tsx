import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { bookingMutations, bookingSeriesMutations, bookingSeriesQueries } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, useRecordForm, type SaveMutation } from '@nail-or-never/shared/kit';
import { bookingStatusFormSchema, type Booking, type BookingStatusFormValues } from '@nail-or-never/shared/schemas';
import type { SeriesScope } from './SeriesScopeQuestion';

const resolver = zodResolver(bookingStatusFormSchema);

export interface SeriesCancelDialogProps {
  booking: Booking & { seriesId: number };
  scope: SeriesScope;
  onClose: () => void;
  onCancelled: () => void;
}

/**
 * Cancels a visit of a repeating booking with a reason: only this one (the booking's own status
 * change) or this and the following (the series' cancel, against the series' version).
 */
export function SeriesCancelDialog({ booking, scope, onClose, onCancelled }: SeriesCancelDialogProps) {
  const series = useQuery({ ...bookingSeriesQueries.detail(booking.seriesId), enabled: scope === 'following' });
  const one = useMutation(bookingMutations.changeStatus());
  const following = useMutation(bookingSeriesMutations.cancelFollowing());
  const mutation: SaveMutation<string, number> = {
    isPending: one.isPending || following.isPending,
    mutateAsync: async (reason) => {
      if (scope === 'one') {
        await one.mutateAsync({ id: booking.id, change: { status: 'cancelled', version: booking.version, reason } });
        return 1;
      }
      const version = series.data?.version ?? 0;
      const before = series.data?.bookings.filter((visit) => visit.status === 'cancelled').length ?? 0;
      const changed = await following.mutateAsync({ seriesId: booking.seriesId, cancel: { fromBookingId: booking.id, version, reason } });
      return changed.bookings.filter((visit) => visit.status === 'cancelled').length - before;
    },
  };
  const record = useRecordForm<BookingStatusFormValues, BookingStatusFormValues, string, number>({
    resolver,
    values: { status: 'cancelled', reason: '' },
    mutation,
    toVariables: ({ reason }) => reason,
    kind: 'dialog',
    onClose,
    savedToast: (count) => ({ summary: count === 1 ? 'Visit cancelled' : `${count} visits cancelled` }),
    onSaved: () => onCancelled,
  });
  const title = scope === 'one' ? 'Cancel this visit' : 'Cancel this and the following visits';
  const waiting = scope === 'following' && !series.data;
  return (
    <Dialog {...record.dialogProps} header={title} className="gen-dialog" modal>
      <form noValidate className="gen-form" onSubmit={record.onSubmit} aria-busy={record.busy}>
        <FormField id="series-cancel-reason" label="Reason to cancel" error={record.errorOf('reason')}>
          {(a11y) => <InputText {...a11y} {...record.form.register('reason')} />}
        </FormField>
        <FormProblemMessage {...record.problemProps} />
        <div className="gen-form-buttons">
          <Button type="button" label="Back" severity="secondary" outlined onClick={record.requestClose} disabled={record.busy} />
          <Button type="submit" label={title} severity="danger" loading={record.busy} disabled={waiting} />
        </div>
      </form>
      {record.guard}
    </Dialog>
  );
}
