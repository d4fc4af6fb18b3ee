import type { z } from 'zod';
import { hasWeeklyHours, proposedWeeklyHours, type Employee, type employeeFormSchema, type WeeklyHours } from '@nail-or-never/shared/schemas';

export type EmployeeFormInput = z.input<typeof employeeFormSchema>;

/**
 * Where a new colleague's working hours start: the salon's opening hours, or the proposed Tuesday to
 * Saturday, 09:00 to 18:00 while the salon has none. `fromSalon` says which, for the form's note.
 */
export function startingHours(salonHours: WeeklyHours | undefined): { hours: WeeklyHours; fromSalon: boolean } {
  if (salonHours && hasWeeklyHours(salonHours)) return { hours: JSON.parse(JSON.stringify(salonHours)) as WeeklyHours, fromSalon: true };
  return { hours: proposedWeeklyHours(), fromSalon: false };
}

/** A new colleague: working the given hours (to confirm), bookable and active, a calm calendar colour. */
export function newEmployeeValues(weeklyHours: WeeklyHours): EmployeeFormInput {
  return {
    firstName: '',
    lastName: '',
    jobTitle: '',
    email: '',
    phone: '',
    bio: '',
    calendarColor: '#6366f1',
    serviceIds: [],
    weeklyHours,
    bookable: true,
    active: true,
    startDate: null,
  };
}

export function employeeValues(employee: Employee): EmployeeFormInput {
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    jobTitle: employee.jobTitle,
    email: employee.email,
    phone: employee.phone,
    bio: employee.bio,
    calendarColor: employee.calendarColor,
    serviceIds: [...employee.serviceIds],
    // A deep copy: the form edits nested lists, and the cached record must stay as the server sent it.
    weeklyHours: JSON.parse(JSON.stringify(employee.weeklyHours)) as EmployeeFormInput['weeklyHours'],
    bookable: employee.bookable,
    active: employee.active,
    startDate: employee.startDate,
  };
}

export const fullName = (employee: Pick<Employee, 'firstName' | 'lastName'>): string => `${employee.firstName} ${employee.lastName}`;
