import type { QueryClient } from '@tanstack/react-query';
import type { Employee, EmployeeCreateInput, EmployeeUpdateInput } from '@nail-or-never/shared/schemas';
import type { ResourceName } from '@nail-or-never/shared';
import { resourceWrite } from '@nail-or-never/shared';
import { employeeApi, type EmployeePhotoChange } from './employeeApi';
import { generalQueryKeys } from './generalQueryKeys';

/** The calendar's columns and the New booking dialog's choices are employees, and bookings show their names. */
const AFFECTED: readonly ResourceName[] = ['employees', 'bookings'];

const stored = (client: QueryClient, employee: Employee) => client.setQueryData(generalQueryKeys.employees.detail(employee.id), employee);

export interface PhotoChangeRequest {
  id: number;
  version: number;
  change: EmployeePhotoChange;
}

export const employeeMutations = {
  create: () => resourceWrite({ resource: 'employees', action: 'create', send: (input: EmployeeCreateInput) => employeeApi.create(input), apply: stored, affects: AFFECTED }),
  update: () => resourceWrite({ resource: 'employees', action: 'update', send: (input: EmployeeUpdateInput) => employeeApi.update(input), apply: stored, affects: AFFECTED }),
  changePhoto: () =>
    resourceWrite({
      resource: 'employees',
      action: 'change-photo',
      send: ({ id, version, change }: PhotoChangeRequest) => employeeApi.changePhoto(id, version, change),
      apply: stored,
      affects: AFFECTED,
    }),
  /** The deleted employee's page is left; its detail is dropped, since a refetch would answer 404. */
  remove: () =>
    resourceWrite({
      resource: 'employees',
      action: 'remove',
      send: (id: number) => employeeApi.remove(id),
      apply: (client, _nothing, id) => client.removeQueries({ queryKey: generalQueryKeys.employees.detail(id) }),
      affects: AFFECTED,
    }),
};
