/** Set-up of the general section's specs through the real API (Node's fetch, no browser). */
interface Envelope<T> {
  data: T;
}

export async function callApi<T>(baseUrl: string, token: string, method: string, apiPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${apiPath}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as Envelope<T>).data;
}

/** A card with a redemption in its ledger, so its page shows a timeline of two entries. */
export async function seedGiftCard(baseUrl: string, token: string, recipientName: string): Promise<{ id: number; code: string }> {
  const card = await callApi<{ id: number; code: string }>(baseUrl, token, 'POST', '/gift-cards', {
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
  await callApi(baseUrl, token, 'POST', `/gift-cards/${card.id}/transactions`, { type: 'redeem', amount: 15, reason: '' });
  return card;
}

const allDay = (start: string, end: string) => {
  const hours = [{ start, end }];
  return { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours };
};

export interface BookingSeed {
  services: Array<{ id: number; name: string }>;
  employees: Array<{ id: number; name: string }>;
}

/**
 * A salon open every day 08:00–20:00 UTC, a group with the given services (30 + 15·i minutes) and
 * employees who each perform all of them, with unique names so tests in one worker never clash.
 */
export async function seedSalon(baseUrl: string, token: string, groupId: number, serviceNames: string[], employeeNames: string[]): Promise<BookingSeed> {
  const contact = await callApi<Record<string, unknown>>(baseUrl, token, 'GET', '/contact');
  await callApi(baseUrl, token, 'PUT', '/contact', { ...contact, openingHours: allDay('08:00', '20:00'), timeZone: 'UTC' });
  const services = [];
  for (const [index, name] of serviceNames.entries()) {
    services.push(
      await callApi<{ id: number; name: string }>(baseUrl, token, 'POST', '/services', {
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
    const employee = await callApi<{ id: number }>(baseUrl, token, 'POST', '/employees', {
      firstName,
      lastName,
      jobTitle: 'Nail technician',
      email: `${fullName.replace(/\W+/g, '.').toLowerCase()}@salon.example`,
      phone: '',
      bio: '',
      calendarColor: '#336699',
      serviceIds: services.map((service) => service.id),
      weeklyHours: allDay('08:00', '20:00'),
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
  return callApi(baseUrl, token, 'POST', '/bookings', {
    customerName,
    customerPhone: '+44 20 7946 0002',
    customerEmail: '',
    items: [{ serviceId: service.id, employeeId: employee.id, startsAt }],
    source: 'phone',
    notes: 'Prefers pastel colours.',
    overrideOverlap: false,
    overrideReason: '',
    status: 'pending',
  });
}
