import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Sidebar } from 'primereact/sidebar';
import { toApiError, useSingleFlight } from '@nail-or-never/shared';
import { bookingMutations, useSalonClock, useSalonMoney } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, useSectionToast, type FormProblem } from '@nail-or-never/shared/kit';
import { BOOKING_TRANSITIONS, type Booking, type BookingStatus, type Employee } from '@nail-or-never/shared';
import { BOOKING_SOURCE_LABELS, BOOKING_STATUS_LABELS, STATUS_ACTION_LABELS } from '../bookingText';
import { canMove } from '../bookingMoves';
import { formatSalonDateTime, formatSalonTime } from '../salonTime';
import { RescheduleForm } from './RescheduleForm';

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
  return (
    <Sidebar
      visible={booking !== null}
      position="right"
      onHide={onClose}
      className="gen-drawer"
      header={<h2 className="gen-drawer-title">{title}</h2>}
      // A modal panel: PrimeReact calls it "complementary", but focus is trapped in it like a dialog.
      pt={{ root: { role: 'dialog', 'aria-modal': true, 'aria-label': title } }}
    >
      {booking ? <BookingDetails key={`${booking.id}-${booking.version}`} booking={booking} employees={employees} timeZone={timeZone} onClose={onClose} /> : null}
    </Sidebar>
  );
}

function BookingDetails({ booking, employees, timeZone, onClose }: Required<BookingDrawerProps> & { booking: Booking }) {
  const statusChange = useMutation(bookingMutations.changeStatus());
  const toast = useSectionToast();
  const money = useSalonMoney();
  const clock = useSalonClock();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [cancelReason, setCancelReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const next = BOOKING_TRANSITIONS[booking.status];
  const editable = next.length > 0;

  const { run: changeStatus, busy: changing } = useSingleFlight(async (status: BookingStatus) => {
    setProblem(null);
    if (status === 'cancelled' && cancelReason.trim().length < 3) {
      setReasonError('Say why the booking is cancelled.');
      return;
    }
    try {
      const updated = await statusChange.mutateAsync({ id: booking.id, change: { status, version: booking.version, reason: status === 'cancelled' ? cancelReason.trim() : '' } });
      toast.show('success', `Booking ${BOOKING_STATUS_LABELS[updated.status].toLowerCase()}`);
      onClose();
    } catch (error) {
      setProblem({ kind: 'message', message: toApiError(error).message });
    }
  });

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
          <dd>{[booking.customerName, booking.customerPhone, booking.customerEmail].filter(Boolean).join(' · ')}</dd>
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
      <FormProblemMessage problem={problem} />
      {editable ? (
        <>
          <h3>Change status</h3>
          {next.includes('cancelled') ? (
            <FormField id="booking-cancel-reason" label="Reason to cancel" error={reasonError}>
              {(a11y) => <InputText {...a11y} value={cancelReason} onChange={(event) => { setCancelReason(event.target.value); setReasonError(undefined); }} />}
            </FormField>
          ) : null}
          <div className="gen-toggle-row">
            {next.map((status) => (
              <Button
                key={status}
                type="button"
                label={STATUS_ACTION_LABELS[status]}
                severity={status === 'cancelled' || status === 'no_show' ? 'danger' : undefined}
                outlined={status === 'cancelled' || status === 'no_show'}
                loading={changing}
                onClick={() => void changeStatus(status)}
              />
            ))}
          </div>
          {canMove(booking) ? <RescheduleForm booking={booking} timeZone={timeZone} onMoved={onClose} /> : null}
        </>
      ) : null}
    </div>
  );
}
