import { useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Sidebar } from 'primereact/sidebar';
import { bookingMutations, bookingQueries, useSalonClock, useSalonMoney, type BookingStatusChange } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, HistoryPanel, useRecordForm } from '@nail-or-never/shared/kit';
import { BOOKING_TRANSITIONS, bookingStatusFormSchema, type Booking, type BookingStatus, type BookingStatusFormValues, type Employee } from '@nail-or-never/shared/schemas';
import { BOOKING_SOURCE_LABELS, BOOKING_STATUS_LABELS, STATUS_ACTION_LABELS } from '../model/bookingText';
import { canMove } from '../model/bookingMoves';
import { formatSalonDateTime, formatSalonTime } from '../model/salonTime';
import { BookingMessages } from './BookingMessages';
import { RescheduleForm } from './RescheduleForm';
import { BookingClientSummary } from '../client/BookingClientSummary';
import { SeriesVisitActions } from '../series/SeriesVisitActions';

const resolver = zodResolver(bookingStatusFormSchema);

export interface BookingDrawerProps {
  booking: Booking | null;
  employees: Employee[];
  timeZone: string;
  onClose: () => void;
}

const employeeName = (employees: Employee[], id: number) => {
  const employee = employees.find((candidate) => candidate.id === id);
  return employee ? `${employee.firstName} ${employee.lastName}` : `Employee ${id}`;
};

/** One booking: its details, the status actions its status allows, and a keyboard reschedule. */
export function BookingDrawer({ booking, employees, timeZone, onClose }: BookingDrawerProps) {
  const title = booking ? `Booking for ${booking.customerName}` : 'Booking';
  // Escape, the close icon and the backdrop ask the open booking's forms first: a typed cancel reason or new start is not lost unasked.
  const requestClose = useRef<(() => void) | null>(null);
  return (
    <Sidebar
      visible={booking !== null}
      position="right"
      onHide={() => (requestClose.current ?? onClose)()}
      className="gen-drawer"
      header={<h2 className="gen-drawer-title">{title}</h2>}
      // A modal panel: PrimeReact calls it "complementary", but focus is trapped in it like a dialog.
      pt={{ root: { role: 'dialog', 'aria-modal': true, 'aria-label': title } }}
    >
      {booking ? (
        <BookingDetails key={`${booking.id}-${booking.version}`} booking={booking} employees={employees} timeZone={timeZone} onClose={onClose} requestClose={requestClose} />
      ) : null}
    </Sidebar>
  );
}

interface BookingDetailsProps extends Required<BookingDrawerProps> {
  booking: Booking;
  /** Where the drawer's own close goes: this booking's status form while it is shown. */
  requestClose: MutableRefObject<(() => void) | null>;
}

const isDanger = (status: BookingStatus) => status === 'cancelled' || status === 'no_show';

function BookingDetails({ booking: opened, employees, timeZone, onClose, requestClose }: BookingDetailsProps) {
  // The version the status change is sent against: the opened booking, or the one "Reload latest version" read.
  const [booking, setBooking] = useState(opened);
  const queryClient = useQueryClient();
  const statusChange = useMutation(bookingMutations.changeStatus());
  const money = useSalonMoney();
  const clock = useSalonClock();
  const record = useRecordForm<BookingStatusFormValues, BookingStatusFormValues, BookingStatusChange, Booking, Booking>({
    resolver,
    values: { status: booking.status, reason: '' },
    mutation: statusChange,
    toVariables: ({ status, reason }) => ({ id: booking.id, change: { status, version: booking.version, reason: status === 'cancelled' ? reason : '' } }),
    kind: 'dialog',
    onClose,
    savedToast: (updated) => ({ summary: `Booking ${BOOKING_STATUS_LABELS[updated.status].toLowerCase()}` }),
    onSaved: () => onClose,
    reload: {
      load: () => queryClient.fetchQuery({ ...bookingQueries.detail(booking.id), staleTime: 0 }),
      valuesOf: (latest) => ({ status: latest.status, reason: '' }),
      onLoaded: setBooking,
      goneMessage: 'This booking was deleted.',
    },
  });
  // A new start typed in the Reschedule form is asked about first; its "Discard" goes on to this form's own question.
  const rescheduleClose = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    requestClose.current = () => (rescheduleClose.current ?? record.requestClose)();
    return () => {
      requestClose.current = null;
    };
  }, [requestClose, record.requestClose]);
  const next = BOOKING_TRANSITIONS[booking.status];
  const editable = next.length > 0;

  // The chosen status has no box of its own; registered, `resetField` can make it the form's starting
  // point rather than a change: only a typed reason is worth asking about on close.
  record.form.register('status');
  const changeTo = (status: BookingStatus) => {
    record.form.resetField('status', { defaultValue: status });
    record.onSubmit();
  };

  return (
    <div className="gen-drawer-body">
      <dl className="gen-details">
        <div>
          <dt>Status</dt>
          <dd data-testid="booking-status">{BOOKING_STATUS_LABELS[booking.status]}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            {formatSalonDateTime(booking.startsAt, timeZone, clock)} – {formatSalonTime(booking.endsAt, timeZone, clock)}
          </dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>
            <BookingClientSummary booking={booking} />
          </dd>
        </div>
        <div>
          <dt>Source</dt>
          <dd>{BOOKING_SOURCE_LABELS[booking.source]}</dd>
        </div>
        {booking.notes ? (
          <div>
            <dt>Notes</dt>
            <dd>{booking.notes}</dd>
          </div>
        ) : null}
        {booking.cancelReason ? (
          <div>
            <dt>Cancelled because</dt>
            <dd>{booking.cancelReason}</dd>
          </div>
        ) : null}
        {booking.overlapOverride ? (
          <div>
            <dt>Double-booked on purpose</dt>
            <dd>{booking.overrideReason}</dd>
          </div>
        ) : null}
      </dl>
      <h3>Services</h3>
      <ul className="gen-plain-list">
        {booking.items.map((item) => (
          <li key={item.id}>
            {formatSalonTime(item.startsAt, timeZone, clock)} {item.serviceName} with {employeeName(employees, item.employeeId)} ({item.durationMinutes} min
            {item.price === null ? '' : `, ${money.format(item.price)}`})
          </li>
        ))}
      </ul>
      <BookingMessages bookingId={booking.id} timeZone={timeZone} />
      <FormProblemMessage {...record.problemProps} />
      {editable ? (
        <>
          <h3>Change status</h3>
          {next.includes('cancelled') ? (
            <FormField id="booking-cancel-reason" label="Reason to cancel" error={record.errorOf('reason')}>
              {(a11y) => <InputText {...a11y} {...record.form.register('reason')} />}
            </FormField>
          ) : null}
          <div className="gen-toggle-row">
            {next.map((status) => (
              <Button
                key={status}
                type="button"
                label={STATUS_ACTION_LABELS[status]}
                severity={isDanger(status) ? 'danger' : undefined}
                outlined={isDanger(status)}
                loading={record.busy}
                onClick={() => changeTo(status)}
              />
            ))}
          </div>
          {record.errorOf('status') ? <small className="p-error kit-field-error">{record.errorOf('status')}</small> : null}
          {/* A visit of a repeating booking asks "this visit only" or "this and the following" first. */}
          {booking.seriesId !== null && canMove(booking) ? (
            <SeriesVisitActions
              booking={{ ...booking, seriesId: booking.seriesId }}
              employees={employees}
              timeZone={timeZone}
              onChangeThisVisit={() => document.getElementById('booking-new-start')?.focus()}
              onDone={onClose}
            />
          ) : null}
          {canMove(booking) ? <RescheduleForm key={booking.version} booking={booking} timeZone={timeZone} onMoved={onClose} onClose={record.requestClose} closeRef={rescheduleClose} /> : null}
        </>
      ) : null}
      <HistoryPanel resource="booking" id={booking.id} />
      {record.guard}
    </div>
  );
}
