import type { AvailabilitySlot } from '@nail-or-never/shared/schemas';
import { isFreeForEmployee, placeBackToBack, salonRefusal, type EmployeeSchedule, type SalonSchedule, type ServiceTiming } from './scheduleRule';

const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface FreeStartsQuery {
  date: string;
  /** In the order they are done; one employee does them all, back to back. */
  services: readonly ServiceTiming[];
  employees: readonly EmployeeSchedule[];
  stepMinutes: number;
  /** Starts before this instant (the app's clock) are not offered. */
  notBefore: number;
}

/**
 * The start times of `date` on the salon's clock grid at which the services fit for at least one of
 * the employees, each with who is free then: the schedule rule's `isFree` for every placed service,
 * exactly what booking creation asks, so every offered start is accepted and no other is.
 */
export function freeStarts(salon: SalonSchedule, query: FreeStartsQuery): AvailabilitySlot[] {
  const slots: AvailabilitySlot[] = [];
  if (query.employees.length === 0 || query.services.length === 0) return slots;
  for (const reading of salon.calendar.readingsOn(query.date, query.stepMinutes)) {
    if (reading.instant < query.notBefore) continue;
    const placed = placeBackToBack(reading.instant, query.services);
    // The salon's part of `isFree` is the same for everyone: asked once per start.
    if (placed.some((item) => salonRefusal(salon, item) !== null)) continue;
    const employeeIds = query.employees.filter((employee) => placed.every((item) => isFreeForEmployee(salon, employee, item))).map((employee) => employee.id);
    if (employeeIds.length > 0) slots.push({ startsAt: new Date(reading.instant).toISOString(), time: clockText(reading.minutes), employeeIds });
  }
  return slots;
}
