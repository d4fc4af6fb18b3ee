import { useQuery } from '@tanstack/react-query';
import { Link } from '@nail-or-never/shared/router';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, formatInstant, remoteEntry, StatePanel, toApiError } from '@nail-or-never/shared';
import { bookingQueries, useSalonClock, useSalonMoney } from '@nail-or-never/shared/general';
import { useIsHydrating } from '../../shell/useIsHydrating';
import { BusinessFiguresPlaceholder } from './BusinessFiguresPlaceholder';
import { TODAY_BY_STATUS_TITLE } from './businessFigureLabels';

/** A client's page, by address from the remotes table: the host never imports the general remote. */
function clientPageHref(clientId: number): string {
  const basePath = remoteEntry('general')?.mounts.find((mount) => mount.page === 'clients')?.basePath ?? '/admin/clients';
  return `${basePath}/${clientId}`;
}

/**
 * The salon's day and week (`GET /dashboard/business`): today's bookings by status as plain CSS
 * bars, the next appointments, and three figures. Loaded lazily so the dashboard's first paint
 * does not wait for it.
 */
export default function BusinessFigures() {
  const summary = useQuery({ ...bookingQueries.businessSummary(), retry: false });
  const money = useSalonMoney();
  const clock = useSalonClock();
  const hydrating = useIsHydrating();
  // The prerendered dashboard holds the placeholder: hydration draws it, whatever has arrived since.
  if (hydrating) return <BusinessFiguresPlaceholder />;
  if (summary.isError) {
    return <StatePanel tone="error" title="Business figures could not be loaded">{toApiError(summary.error).message}</StatePanel>;
  }
  if (!summary.data) return <BusinessFiguresPlaceholder />;
  const data = summary.data;
  const most = Math.max(1, ...BOOKING_STATUSES.map((status) => data.todayByStatus[status] ?? 0));
  const time = (iso: string) => formatInstant(iso, 'weekdayClock', { timeZone: data.timeZone, clock });

  return (
    <section className="dashboard-card dashboard-business" aria-labelledby="dashboard-business-title">
      <h2 id="dashboard-business-title">The salon today</h2>
      <dl className="dashboard-business-figures">
        <div>
          <dt>Expected this week</dt>
          <dd data-testid="business-week-revenue">{money.format(data.weekExpectedRevenue)}</dd>
        </div>
        <div>
          <dt>No-shows this month</dt>
          <dd>{data.noShowsThisMonth}</dd>
        </div>
        <div>
          <dt>Gift cards outstanding</dt>
          <dd>{money.format(data.giftCardOutstandingBalance)}</dd>
        </div>
      </dl>
      <h3>{TODAY_BY_STATUS_TITLE}</h3>
      <ul className="dashboard-bars" aria-label={TODAY_BY_STATUS_TITLE}>
        {BOOKING_STATUSES.map((status) => {
          const count = data.todayByStatus[status] ?? 0;
          return (
            <li key={status} data-testid={`business-today-${status}`}>
              <span className="dashboard-bar-label">{BOOKING_STATUS_LABELS[status]}</span>
              <span className="dashboard-bar" aria-hidden="true">
                <span className="dashboard-bar-fill" style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className="dashboard-bar-value">{count}</span>
            </li>
          );
        })}
      </ul>
      <h3>Next appointments</h3>
      {data.nextAppointments.length === 0 ? (
        <p>No upcoming appointments.</p>
      ) : (
        <ul className="dashboard-next">
          {data.nextAppointments.map((next) => (
            <li key={next.bookingId}>
              <strong>{time(next.startsAt)}</strong> <Link to={clientPageHref(next.clientId)}>{next.customerName}</Link>: {next.services.join(', ')}
              {next.inactiveEmployees.length > 0 ? (
                <span className="dashboard-next-warning">
                  <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {next.inactiveEmployees.join(' and ')}{' '}
                  {next.inactiveEmployees.length === 1 ? 'is' : 'are'} no longer active: give it to someone else.
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
