import type { z } from 'zod';
import { closedAllWeek, type Employee, type employeeFormSchema } from '@nail-or-never/shared/schemas';

export type EmployeeFormInput = z.input<typeof employeeFormSchema>;

/** A new colleague: working nowhere yet, bookable and active, a calm calendar colour. */
export function newEmployeeValues(): EmployeeFormInput {
  return {
    firstName: '',
    lastName: '',
    jobTitle: '',
    email: '',
    phone: '',
    bio: '',
    calendarColor: '#6366f1',
    serviceIds: [],
    weeklyHours: closedAllWeek(),
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
