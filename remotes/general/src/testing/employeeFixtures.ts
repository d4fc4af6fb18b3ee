import { closedAllWeek, type Employee } from '@nail-or-never/shared/schemas';

export const anEmployee = (overrides: Partial<Employee> = {}): Employee => ({
  id: 7,
  firstName: 'Mia',
  lastName: 'Rossi',
  jobTitle: 'Nail technician',
  email: 'mia@salon.example',
  phone: '',
  bio: '',
  calendarColor: '#6366f1',
  serviceIds: [],
  weeklyHours: { ...closedAllWeek(), monday: [{ start: '09:00', end: '17:00' }] },
  bookable: true,
  active: true,
  startDate: null,
  photo: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 2,
  ...overrides,
});

export const aPageOf = <T,>(data: T[], page = 1, limit = 10, total = data.length) => ({ data, meta: { page, limit, total } });
