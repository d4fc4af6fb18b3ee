import { Link } from '@nail-or-never/shared/router';
import type { DashboardSummary } from '@nail-or-never/shared';

type Setup = DashboardSummary['setup'];

let ownZone: string | undefined;
/**
 * The zone this browser runs in: what a new salon most likely is in. Asked once: a first
 * `Intl.DateTimeFormat` loads the browser's locale data (20 ms of the dashboard's first render in a
 * profile), and the zone does not change while the page is open.
 */
const browserTimeZone = (): string | undefined => (ownZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

interface Step {
  id: string;
  title: string;
  done: boolean;
  detail: string;
  href: string;
  action: string;
}

/** Before the summary has come (the first day's painted frame): each step's place, its state unknown. */
const CHECKING: Pick<Setup, 'openingHours' | 'service' | 'bookableEmployee'> = { openingHours: false, service: false, bookableEmployee: false };

function stepsOf(setup: Setup | undefined): Step[] {
  const known = setup ?? CHECKING;
  const proposed = setup ? browserTimeZone() : undefined;
  const zoneHint = !setup
    ? 'Time zone and hours. Bookings are only taken inside the opening hours.'
    : !setup.contactSaved && proposed && proposed !== setup.timeZone
      ? `The time zone is still ${setup.timeZone}; the Contact page proposes ${proposed} (this browser’s) and Tuesday to Saturday, 09:00 to 18:00, for you to confirm.`
      : `Time zone: ${setup.timeZone}. Bookings are only taken inside the opening hours.`;
  return [
    { id: 'hours', title: 'Confirm the time zone and opening hours', done: known.openingHours, detail: zoneHint, href: '/admin/contact', action: 'Open Contact' },
    { id: 'service', title: 'Add a service', done: known.service, detail: 'A service group, then a service in it, with its duration and price.', href: '/admin/parent-service/add', action: 'Add service group' },
    {
      id: 'employee',
      title: 'Add an employee who can be booked',
      done: known.bookableEmployee,
      detail: 'Active and bookable, with working hours and at least one service they perform.',
      href: '/admin/employees/new',
      action: 'Add employee',
    },
  ];
}

/**
 * What a new salon still has to do before a booking can be taken, each step with its state and the
 * page where it is done. Shown by the dashboard until every step is done. Without `setup` (the first
 * day's painted page, before the summary) it is the same frame with the states unknown, so the
 * summary's arrival fills it in without moving anything.
 */
export function SetupChecklist({ setup }: { setup: Setup | undefined }) {
  const steps = stepsOf(setup);
  const left = steps.filter((step) => !step.done).length;
  // One string, one text node: the painted sentence is updated in place, not replaced.
  const lead = `${setup ? `${left === 1 ? 'One step' : `${left} steps`} left of ${steps.length}.` : 'Checking which steps are left.'} Until they are done, bookings are refused.`;
  const stateOf = (step: Step) => (!setup ? '(checking)' : step.done ? '(done)' : '(not done yet)');
  return (
    <section className="dashboard-card dashboard-setup" aria-labelledby="dashboard-setup-title" aria-busy={setup === undefined}>
      <h2 id="dashboard-setup-title">Get ready for the first booking</h2>
      <p className="dashboard-setup-lead">{lead}</p>
      <ol className="dashboard-setup-steps">
        {steps.map((step) => (
          <li key={step.id} className={step.done ? 'dashboard-setup-done' : undefined}>
            <i className={`pi ${step.done ? 'pi-check-circle' : 'pi-circle'}`} aria-hidden="true" />
            <div>
              <h3>
                {step.title} <span className="dashboard-setup-state">{stateOf(step)}</span>
              </h3>
              <p>{step.detail}</p>
            </div>
            {step.done ? null : (
              <Link className="p-button p-button-outlined p-button-sm p-component" to={step.href} aria-label={`${step.action}: ${step.title.toLowerCase()}`}>
                {step.action}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
