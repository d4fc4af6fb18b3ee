/**
 * Set-up of the general section's specs through the real API (Node's fetch, no browser): a salon
 * open every day, catalogue services, employees and a booking, so each page has something real.
 */
interface Envelope<T> {
  data: T;
}

export async function apiCall<T>(baseUrl: string, token: string, method: string, apiPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${apiPath}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as Envelope<T>).data;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const everyDay = (start: string, end: string) => Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start, end }]]));

interface ContactRecord {
  version: number;
  [field: string]: unknown;
}

/** The salon in UTC, open 08:00–20:00 every day, so a booking tomorrow at 10:00 fits. */
export async function openSalonEveryDay(baseUrl: string, token: string): Promise<void> {
  const { version, updatedAt: _updatedAt, ...contact } = await apiCall<ContactRecord>(baseUrl, token, 'GET', '/contact');
  await apiCall(baseUrl, token, 'PUT', '/contact', { ...contact, openingHours: everyDay('08:00', '20:00'), timeZone: 'UTC', version });
}

export async function createService(baseUrl: string, token: string, parentId: number, name: string): Promise<number> {
  const service = await apiCall<{ id: number }>(baseUrl, token, 'POST', '/services', { parentId, name, durationMinutes: 45, priceType: 'fixed', price: 30, displayOrder: 1 });
  return service.id;
}

export interface SeedEmployee {
  firstName: string;
  lastName: string;
  email: string;
  serviceIds?: number[];
}

export async function createEmployee(baseUrl: string, token: string, employee: SeedEmployee): Promise<number> {
  const created = await apiCall<{ id: number }>(baseUrl, token, 'POST', '/employees', {
    jobTitle: 'Nail technician',
    phone: '',
    bio: '',
    calendarColor: '#0ea5e9',
    serviceIds: [],
    weeklyHours: everyDay('09:00', '18:00'),
    bookable: true,
    active: true,
    startDate: null,
    ...employee,
  });
  return created.id;
}

/** A booking tomorrow at 10:00 UTC with `employeeId` doing `serviceId`. */
export async function createBooking(baseUrl: string, token: string, employeeId: number, serviceId: number): Promise<number> {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  tomorrow.setUTCHours(10, 0, 0, 0);
  const booking = await apiCall<{ id: number }>(baseUrl, token, 'POST', '/bookings', {
    customerName: 'Jo Customer',
    customerPhone: '+44 20 7946 0000',
    customerEmail: '',
    items: [{ serviceId, employeeId, startsAt: tomorrow.toISOString() }],
    source: 'phone',
    notes: '',
  });
  return booking.id;
}
