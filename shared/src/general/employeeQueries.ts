import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Employee, Service } from '@nail-or-never/shared/schemas';
import { catalogQueryKeys, serviceApi } from '@nail-or-never/shared';
import { employeeApi, type EmployeeListRequest } from './employeeApi';
import { generalQueryKeys } from './generalQueryKeys';

const isId = (id: number): boolean => Number.isInteger(id) && id > 0;
const SERVICES_PER_REQUEST = 100;

/** Every catalogue service, page after page: what an employee can be assigned. */
async function everyService(): Promise<Service[]> {
  const services: Service[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await serviceApi.list({ page, limit: SERVICES_PER_REQUEST });
    services.push(...data);
    if (data.length === 0 || services.length >= meta.total) return services;
  }
}

export const employeeQueries = {
  /** One page of the staff list; the previous page stays on screen while the next loads. */
  list: ({ page = 1, limit = 10, q = '', status = 'all' }: EmployeeListRequest) =>
    queryOptions({
      queryKey: generalQueryKeys.employees.list(page, limit, q, status),
      queryFn: () => employeeApi.list({ page, limit, q, status }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) => queryOptions({ queryKey: generalQueryKeys.employees.detail(id), queryFn: () => employeeApi.get(id), enabled: isId(id) }),
  /** The services an employee can perform; under the catalogue's key, so a catalogue change refreshes it. */
  serviceChoices: () => queryOptions({ queryKey: [...catalogQueryKeys.services.all, 'every'] as const, queryFn: everyService }),
};

export const employeeCache = {
  /** An employee was added, changed or removed: every list page refreshes. */
  refreshLists: (client: QueryClient) => client.invalidateQueries({ queryKey: [...generalQueryKeys.employees.all, 'list'] }),
  store: (client: QueryClient, employee: Employee) => client.setQueryData(generalQueryKeys.employees.detail(employee.id), employee),
  forget: (client: QueryClient, id: number) => client.removeQueries({ queryKey: generalQueryKeys.employees.detail(id) }),
};
