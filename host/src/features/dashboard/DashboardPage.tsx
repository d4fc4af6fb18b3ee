import { lazy, Suspense } from 'react';
import { Link } from '@nail-or-never/shared/router';
import { salonCanTakeBookings, StatePanel, toApiError, useCan } from '@nail-or-never/shared';
import { useIsHydrating } from '../../shell/useIsHydrating';
import { BusinessFiguresPlaceholder } from './BusinessFiguresPlaceholder';
import { DashboardCounts } from './DashboardCounts';
import { RecentChanges } from './RecentChanges';
import { paintedDashboard } from './paintedDashboard';
import { SetupChecklist } from './SetupChecklist';
import { useDashboardSummary } from './useDashboardSummary';
import '../../styles/dashboard.css';
import '../../styles/visuallyHidden.css';

const BusinessFigures = lazy(() => import('./BusinessFigures'));

/**
 * `/`: what an administrator wants first: a new booking or gift card, the salon's day, what changed
 * lately, and, until a booking can be taken, the steps still missing.
 */
export function DashboardPage() {
  const summary = useDashboardSummary();
  // The prerendered page shows the summary loading: hydration does too, even if it has arrived.
  const hydrating = useIsHydrating();
  const data = hydrating ? undefined : summary.data;
  const failed = !hydrating && summary.isError;
  // Takings and no-show rates are the business's figures: the front desk is not shown them.
  const seesBusiness = useCan('getDashboardBusiness');
  // Painted for a first day (the server knew), the checklist's frame holds its place until the summary says.
  const showsChecklist = data ? !salonCanTakeBookings(data.setup) : !failed && paintedDashboard() === 'first-day';

  return (
    <div className="layout-dashboard">
      <div className="dashboard-heading">
        <h1>Dashboard</h1>
        <nav className="dashboard-quick-links" aria-label="Quick links">
          {/* `?new=1`: the page opens its own dialog once, as its button would. */}
          <Link className="p-button p-component" to="/admin/booking?new=1">
            <i className="pi pi-plus" aria-hidden="true" />
            New booking
          </Link>
          <Link className="p-button p-button-outlined p-component" to="/admin/gift-card?new=1">
            <i className="pi pi-gift" aria-hidden="true" />
            Issue gift card
          </Link>
        </nav>
      </div>

      {showsChecklist ? <SetupChecklist setup={data?.setup} /> : null}

      {seesBusiness ? (
        <Suspense fallback={<BusinessFiguresPlaceholder />}>
          <BusinessFigures />
        </Suspense>
      ) : null}

      {failed ? (
        <StatePanel tone="error" title="The dashboard could not be loaded" action={{ label: 'Try again', onClick: () => void summary.refetch() }}>
          {toApiError(summary.error).message}
        </StatePanel>
      ) : (
        <>
          <section aria-labelledby="dashboard-counts-title" aria-busy={data === undefined}>
            <h2 id="dashboard-counts-title" className="sr-only">
              Catalogue in numbers
            </h2>
            <DashboardCounts counts={data?.counts} />
          </section>
          <section className="dashboard-card" aria-labelledby="dashboard-recent-title" aria-busy={data === undefined}>
            <h2 id="dashboard-recent-title">Recent changes</h2>
            {data ? <RecentChanges changes={data.recentChanges} clock={data.clock} /> : <p className="dashboard-loading">Loading recent changes…</p>}
          </section>
        </>
      )}
    </div>
  );
}
