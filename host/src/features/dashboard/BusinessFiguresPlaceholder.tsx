import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '@nail-or-never/shared';
import { TODAY_BY_STATUS_TITLE } from './businessFigureLabels';
// The loaded card's rules too: the painted frame must already have the card's layout.
import './businessFigures.css';

const FIGURE_LABELS = ['Expected this week', 'No-shows this month', 'Gift cards outstanding'] as const;

/**
 * The business card while its code or data is on its way: the loaded card's frame, with its
 * headings and labels and a grey block for each figure. Painted from the HTML, it is the page's
 * largest text until the figures come, so the largest paint is not pushed back to when they do, and
 * their arrival moves nothing (a layout shift Lighthouse once measured at 0.29).
 */
export function BusinessFiguresPlaceholder() {
  return (
    <section className="dashboard-card dashboard-business" aria-labelledby="dashboard-business-title" aria-busy="true">
      <h2 id="dashboard-business-title">The salon today</h2>
      <dl className="dashboard-business-figures">
        {FIGURE_LABELS.map((label) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <span className="dashboard-skeleton dashboard-business-skeleton" aria-hidden="true" />
            </dd>
          </div>
        ))}
      </dl>
      <h3>{TODAY_BY_STATUS_TITLE}</h3>
      <ul className="dashboard-bars" aria-label={TODAY_BY_STATUS_TITLE}>
        {BOOKING_STATUSES.map((status) => (
          <li key={status}>
            <span className="dashboard-bar-label">{BOOKING_STATUS_LABELS[status]}</span>
            <span className="dashboard-bar" aria-hidden="true" />
            <span className="dashboard-bar-value" />
          </li>
        ))}
      </ul>
      <h3>Next appointments</h3>
      <p className="dashboard-loading">Loading business figures…</p>
    </section>
  );
}
