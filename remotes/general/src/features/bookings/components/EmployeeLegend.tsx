import { useId } from 'react';
import type { CalendarResource } from '../calendar/calendarEvents';

/**
 * Who is which colour: a swatch and the name beside it, so the colour is never the only clue (the
 * blocks' text and popover name the client and service, the day view's columns the employee).
 */
export function EmployeeLegend({ employees }: { employees: CalendarResource[] }) {
  const labelId = useId();
  if (employees.length === 0) return null;
  return (
    <div className="gen-cal-legend">
      <span id={labelId} className="gen-cal-legend-label">
        Colours:
      </span>
      <ul aria-labelledby={labelId}>
        {employees.map((employee) => (
          <li key={employee.id}>
            <span className="gen-cal-swatch" style={{ backgroundColor: employee.color }} aria-hidden="true" />
            {employee.title}
          </li>
        ))}
      </ul>
    </div>
  );
}
