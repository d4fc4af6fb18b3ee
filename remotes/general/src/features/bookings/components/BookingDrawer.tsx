import { useCallback, useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { InputText } from 'primereact/inputtext';
import { Ripple } from 'primereact/ripple';
import { Sidebar } from 'primereact/sidebar';
import { bookingMutations, bookingQueries, useSalonClock, useSalonMoney, type BookingStatusChange } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, HistoryPanel, useRecordForm } from '@nail-or-never/shared/kit';
import { BOOKING_TRANSITIONS, bookingStatusFormSchema, type Booking, type BookingStatus, type BookingStatusFormValues, type Employee } from '@nail-or-never/shared/schemas';
import { BOOKING_STATUS_LABELS } from '@nail-or-never/shared';
import { BOOKING_SOURCE_LABELS, STATUS_ACTION_LABELS } from '../model/bookingText';
import { canMove } from '../model/bookingMoves';
import { formatSalonDateTime, formatSalonTime } from '../model/salonTime';
import { BookingMessages } from './BookingMessages';
import { RescheduleForm } from './RescheduleForm';
import { BookingClientSummary } from '../client/BookingClientSummary';
import { waitsForStart, undoTarget } from '../model/statusTiming';
import { StatusUndo } from './StatusUndo';
import { EditBookingDialog } from './EditBookingDialog';
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
  // What the last status change or undo did, read out by the live region: the details below are
  // drawn again for the booking's new version, so the message lives here, outside them.
  const [announcement, setAnnouncement] = useState('');
  const close = () => {
    setAnnouncement('');
    onClose();
  };
  const askToClose = () => (requestClose.current ?? close)();
  // The drawer's own Close, focused as the drawer appears. PrimeReact's focuses its Close when the
  // slide-in ends (~0.3 s), even when the person has already opened a dialog from the drawer and is
  // typing in it: that dialog then lost the focus to the drawer behind it.
  const focusOnOpen = useCallback((button: HTMLButtonElement | null) => button?.focus({ preventScroll: true }), []);
  return (
    <Sidebar
      visible={booking !== null}
      position="right"
      onHide={askToClose}
      className="gen-drawer"
      header={<h2 className="gen-drawer-title">{title}</h2>}
      showCloseIcon={false}
      icons={
        <button ref={focusOnOpen} type="button" className="p-sidebar-close p-sidebar-icon p-link" aria-label="Close" onClick={askToClose}>
          <i className="pi pi-times" aria-hidden="true" />
          <Ripple />
        </button>
      }
      // A modal panel: PrimeReact calls it "complementary", but focus is trapped in it like a dialog.
      pt={{ root: { role: 'dialog', 'aria-modal': true, 'aria-label': title } }}
    >
      <p role="status" className="gen-drawer-announcement">
        {announcement}
      </p>
      {booking ? (
        <BookingDetails
          key={`${booking.id}-${booking.version}`}
          booking={booking}
          employees={employees}
          timeZone={timeZone}
          onClose={close}
          requestClose={requestClose}
          announce={setAnnouncement}
          justChanged={announcement !== ''}
        />
      ) : null}
    </Sidebar>
  );
}

interface BookingDetailsProps extends Required<BookingDrawerProps> {
  booking: Booking;
  /** Where the drawer's own close goes: this booking's status form while it is shown. */
  requestClose: MutableRefObject<(() => void) | null>;
  /** Says what a status change or undo did, through the drawer's live region. */
  announce: (message: string) => void;
  /** A status change or undo was just made in this drawer: the Undo button takes the focus. */
  justChanged: boolean;
}

const isDanger = (status: BookingStatus) => status === 'cancelled' || status === 'no_show';

function BookingDetails({ booking: opened, employees, timeZone, onClose, requestClose, announce, justChanged }: BookingDetailsProps) {
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
    // The drawer stays open on the changed booking, so a mistake is undone where it was made.
    onSaved: (updated) => {
      setBooking(updated);
      announce(`Status is now ${BOOKING_STATUS_LABELS[updated.status]}. Undo is available until midnight.`);
    },
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
  // Read once per version of the booking: the drawer is drawn again for every change.
  const [nowMs] = useState(() => Date.now());
  const back = undoTarget(booking, timeZone, nowMs);
  const waiting = next.filter((status) => waitsForStart(booking, status, nowMs));
  const waitHintId = `booking-wait-hint-${booking.id}`;
  const [confirmingNoShow, setConfirmingNoShow] = useState(false);
  const [editing, setEditing] = useState(false);

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
      {back ? (
        <StatusUndo
          booking={booking}
          back={back}
          autoFocus={justChanged}
          onUndone={(undone) => {
            setBooking(undone);
            announce(`Undone: the booking is ${BOOKING_STATUS_LABELS[undone.status]} again.`);
          }}
        />
      ) : null}
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
                disabled={waiting.includes(status)}
                aria-describedby={waiting.includes(status) ? waitHintId : undefined}
                // A no-show is said to the client's record: asked first, as a slip of the finger is easy.
                onClick={() => (status === 'no_show' ? setConfirmingNoShow(true) : changeTo(status))}
              />
            ))}
          </div>
          {waiting.length > 0 ? (
            <p id={waitHintId} className="gen-wait-hint">
              {waiting.map((status) => BOOKING_STATUS_LABELS[status]).join(' and ')} can be marked from {formatSalonDateTime(booking.startsAt, timeZone, clock)},
              when the booking starts.
            </p>
          ) : null}
          <ConfirmDialog
            visible={confirmingNoShow}
            onHide={() => setConfirmingNoShow(false)}
            header="Mark as a no-show?"
            message={`${booking.customerName} did not come to the booking at ${formatSalonTime(booking.startsAt, timeZone, clock)}. It counts on their record as missed.`}
            icon="pi pi-exclamation-triangle"
            acceptLabel="Mark no-show"
            rejectLabel="Keep it"
            acceptClassName="p-button-danger"
            defaultFocus="reject"
            accept={() => changeTo('no_show')}
            reject={() => setConfirmingNoShow(false)}
          />
          {record.errorOf('status') ? <small className="p-error kit-field-error">{record.errorOf('status')}</small> : null}
          {/* A visit of a repeating booking asks "this visit only" or "this and the following" first; this visit only opens Change booking. */}
          {booking.seriesId !== null && canMove(booking) ? (
            <SeriesVisitActions
              booking={{ ...booking, seriesId: booking.seriesId }}
              employees={employees}
              timeZone={timeZone}
              onChangeThisVisit={() => setEditing(true)}
              onDone={onClose}
            />
          ) : (
            <Button type="button" label="Change booking" icon="pi pi-pencil" outlined onClick={() => setEditing(true)} />
          )}
          {editing ? <EditBookingDialog booking={booking} employees={employees} timeZone={timeZone} onClose={() => setEditing(false)} /> : null}
          {canMove(booking) ? <RescheduleForm key={booking.version} booking={booking} timeZone={timeZone} onMoved={onClose} onClose={record.requestClose} closeRef={rescheduleClose} /> : null}
        </>
      ) : null}
      <HistoryPanel resource="booking" id={booking.id} />
      {record.guard}
    </div>
  );
}
