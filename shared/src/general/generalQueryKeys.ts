import type { EmployeeStatusFilter } from '@nail-or-never/shared/schemas';

/**
 * Query keys of the general section's resources. Nested, so refreshing a resource's root key
 * refreshes its lists and details together. Only the query factories in this folder read them.
 */
export const generalQueryKeys = {
  contact: ['general', 'contact'] as const,
  aboutPage: ['general', 'about-us'] as const,
  employees: {
    all: ['general', 'employees'] as const,
    list: (page: number, limit: number, q: string, status: EmployeeStatusFilter) => ['general', 'employees', 'list', { page, limit, q, status }] as const,
    detail: (id: number) => ['general', 'employees', 'detail', id] as const,
    bookable: ['general', 'employees', 'bookable'] as const,
  },
};
