import { useSalonClock, useSalonMoney } from '@nail-or-never/shared/general';
import type { ClientVisit } from '@nail-or-never/shared/schemas';
import { BOOKING_STATUS_LABELS } from '@nail-or-never/shared';
import { formatDateTime, VISIT_STATUS_TONE } from '../model/clientText';

export interface VisitTableProps {
  id: string;
  title: string;
  visits: readonly ClientVisit[];
  empty: string;
}

/** Upcoming or past visits: when (the salon's clock), what, with whom, the status and the price. */
export function VisitTable({ id, title, visits, empty }: VisitTableProps) {
  const clock = useSalonClock();
  const { format: formatMoney } = useSalonMoney();
  return (
    <section className="kit-card cl-card" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="kit-count">({visits.length})</span>
      </h2>
      {visits.length === 0 ? (
        <p className="cl-empty">{empty}</p>
      ) : (
        <div className="cl-table-wrap">
          <table className="cl-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Services</th>
                <th scope="col">With</th>
                <th scope="col">Status</th>
                <th scope="col" className="cl-number">Price</th>
              </tr>
            </thead>
            <tbody>
              {visits.map((visit) => (
                <tr key={visit.bookingId}>
                  <td data-label="When" className="cl-nowrap">{formatDateTime(visit.startsAt, clock)}</td>
                  <td data-label="Services">{visit.serviceNames.join(', ') || '\u2014'}</td>
                  <td data-label="With">{visit.employeeNames.join(', ') || '\u2014'}</td>
                  <td data-label="Status">
                    <span className={`cl-status cl-status-${VISIT_STATUS_TONE[visit.status]}`}>{BOOKING_STATUS_LABELS[visit.status]}</span>
                  </td>
                  <td data-label="Price" className="cl-number">{formatMoney(visit.totalPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
