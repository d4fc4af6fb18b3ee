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
  active?: boolean;
  bookable?: boolean;
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

/** A card with a redemption in its ledger, so its page shows a timeline of two entries. */
export async function seedGiftCard(baseUrl: string, token: string, recipientName: string): Promise<{ id: number; code: string }> {
  const card = await apiCall<{ id: number; code: string }>(baseUrl, token, 'POST', '/gift-cards', {
    initialValue: 60,
    expiresOn: null,
    purchaserName: 'Ana Silva',
    purchaserEmail: '',
    purchaserPhone: '',
    recipientName,
    recipientEmail: '',
    recipientPhone: '',
    message: 'Happy birthday!',
    notes: '',
  });
  await apiCall(baseUrl, token, 'POST', `/gift-cards/${card.id}/transactions`, { type: 'redeem', amount: 15, reason: '' });
  return card;
}


export interface BookingSeed {
  services: Array<{ id: number; name: string }>;
  employees: Array<{ id: number; name: string }>;
}

/**
 * A salon open every day 08:00–20:00 UTC, a group with the given services (30 + 15·i minutes) and
 * employees who each perform all of them, with unique names so tests in one worker never clash.
 */
export async function seedSalon(baseUrl: string, token: string, groupId: number, serviceNames: string[], employeeNames: string[]): Promise<BookingSeed> {
  const contact = await apiCall<Record<string, unknown>>(baseUrl, token, 'GET', '/contact');
  await apiCall(baseUrl, token, 'PUT', '/contact', { ...contact, openingHours: everyDay('08:00', '20:00'), timeZone: 'UTC' });
  const services = [];
  for (const [index, name] of serviceNames.entries()) {
    services.push(
      await apiCall<{ id: number; name: string }>(baseUrl, token, 'POST', '/services', {
        parentId: groupId,
        name,
        durationMinutes: 30 + index * 15,
        priceType: 'fixed',
        price: 25 + index * 10,
        displayOrder: index + 1,
      }),
    );
  }
  const employees = [];
  for (const fullName of employeeNames) {
    const [firstName = fullName, lastName = 'Tester'] = fullName.split(' ');
    const employee = await apiCall<{ id: number }>(baseUrl, token, 'POST', '/employees', {
      firstName,
      lastName,
      jobTitle: 'Nail technician',
      email: `${fullName.replace(/\W+/g, '.').toLowerCase()}@salon.example`,
      phone: '',
      bio: '',
      calendarColor: '#336699',
      serviceIds: services.map((service) => service.id),
      weeklyHours: everyDay('08:00', '20:00'),
      bookable: true,
      active: true,
      startDate: null,
    });
    employees.push({ id: employee.id, name: `${firstName} ${lastName}` });
  }
  return { services, employees };
}

/** One pending booking through the API, for the first service and employee of the seed. */
export async function seedBooking(baseUrl: string, token: string, seed: BookingSeed, customerName: string, startsAt: string): Promise<{ id: number }> {
  const [service] = seed.services;
  const [employee] = seed.employees;
  if (!service || !employee) throw new Error('seedBooking needs a service and an employee');
  return apiCall(baseUrl, token, 'POST', '/bookings', {
    customerName,
    customerPhone: '+44 20 7946 0002',
    customerEmail: '',
    items: [{ serviceId: service.id, employeeId: employee.id, startsAt }],
    source: 'phone',
    notes: 'Prefers pastel colours.',
    overrideOverlap: false,
    overrideReason: '',
    status: 'pending',
    // Specs pick times around now (an hour ahead, earlier today): one already past is a seeded visit, not a mistake.
    recordPastVisit: true,
  });
}

export interface BookingAt {
  customerName: string;
  serviceId: number;
  employeeId: number;
  /** ISO instant. */
  startsAt: string;
}

/** One pending booking of one service with one employee at a chosen time (calendar specs and the bench). */
export async function seedBookingAt(baseUrl: string, token: string, booking: BookingAt): Promise<{ id: number }> {
  const { customerName, serviceId, employeeId, startsAt } = booking;
  return apiCall(baseUrl, token, 'POST', '/bookings', {
    customerName,
    customerPhone: '+44 20 7946 0003',
    customerEmail: '',
    items: [{ serviceId, employeeId, startsAt }],
    source: 'phone',
    notes: '',
    overrideOverlap: false,
    overrideReason: '',
    // Calendar specs fill today's grid, hours before now included.
    recordPastVisit: true,
  });
}
