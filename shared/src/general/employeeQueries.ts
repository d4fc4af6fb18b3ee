import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { employeeApi, type EmployeeListRequest } from './employeeApi';
import { generalQueryKeys } from './generalQueryKeys';

const isId = (id: number): boolean => Number.isInteger(id) && id > 0;
const BOOKABLE_PER_REQUEST = 100;

export const employeeQueries = {
  /** One page of the staff list; the previous page stays on screen while the next loads. */
  list: ({ page = 1, limit = 10, q = '', status = 'all' }: EmployeeListRequest) =>
    queryOptions({
      queryKey: generalQueryKeys.employees.list(page, limit, q, status),
      queryFn: () => employeeApi.list({ page, limit, q, status }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) => queryOptions({ queryKey: generalQueryKeys.employees.detail(id), queryFn: () => employeeApi.get(id), enabled: isId(id) }),
  /** Who can be booked: the calendar's columns and the New booking dialog's choices (a salon has fewer than 100). */
  bookable: () =>
    queryOptions({
      queryKey: generalQueryKeys.employees.bookable,
      queryFn: async () => (await employeeApi.list({ page: 1, limit: BOOKABLE_PER_REQUEST, status: 'active' })).data,
    }),
};
