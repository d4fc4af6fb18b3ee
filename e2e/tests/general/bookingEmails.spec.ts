import { randomInt } from 'node:crypto';
import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { mailTo } from '../../support/testMailbox';
import { uniqueUsername } from '../../support/uniqueName';
import { apiCall, seedSalon } from './generalApi';

/** Issue 23: a client with an e-mail address who agreed to e-mails gets the confirmation and the reminder. */
test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;
/** The outbox worker polls every second and is nudged by the booking itself: a few seconds is plenty. */
const MAIL_ARRIVES = { timeout: 20_000 } as const;

test('a booking for a consenting client: the confirmation and the reminder arrive, and the drawer says so', async ({ page, adminServer, adminToken }) => {
  const { baseUrl } = adminServer;
  const groupId = await createServiceGroup(baseUrl, adminToken, uniqueUsername('E-mailed services'));
  const seed = await seedSalon(baseUrl, adminToken, groupId, [uniqueUsername('Gel manicure')], [uniqueUsername('Maya')]);
  const [employee] = seed.employees;
  const [service] = seed.services;
  if (!employee || !service) throw new Error('seedSalon made no employee or service');
  // The documented rule: a booking made less than reminderHours before its start gets its reminder at
  // once. 168 hours (the most) puts tomorrow's booking inside the window, so the reminder is due now.
  const contact = await apiCall<Record<string, unknown>>(baseUrl, adminToken, 'GET', '/contact');
  await apiCall(baseUrl, adminToken, 'PUT', '/contact', { ...contact, reminderHours: 168 });

  const email = `${uniqueUsername('ana').toLowerCase()}@example.com`;
  const client = await apiCall<{ id: number; firstName: string; lastName: string; phone: string }>(baseUrl, adminToken, 'POST', '/clients', {
    firstName: uniqueUsername('Ana'),
    lastName: 'Silva',
    phone: `+44 7700 9${String(randomInt(0, 100_000)).padStart(5, '0')}`,
    email,
    birthday: null,
    allergies: '',
    notes: '',
    tags: [],
    marketingConsent: true,
  });
  const customerName = `${client.firstName} ${client.lastName}`;
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await apiCall(baseUrl, adminToken, 'POST', '/bookings', {
    clientId: client.id,
    customerName,
    customerPhone: client.phone,
    customerEmail: email,
    items: [{ serviceId: service.id, employeeId: employee.id, startsAt: `${day}T12:00:00.000Z` }],
    source: 'phone',
    notes: '',
    overrideOverlap: false,
    overrideReason: '',
  });

  await expect.poll(() => mailTo(email).map((mail) => mail.subject.split(' ')[0]), MAIL_ARRIVES).toEqual(['Your', 'Reminder:']);
  const [confirmation, reminder] = mailTo(email);
  expect(confirmation?.text).toContain(`Services: ${service.name} (30 min)`);
  expect(confirmation?.text).toMatch(/When: \w+, \d+ \w+ \d{4} at 12:00 \(UTC\)/);
  expect(reminder?.subject).toContain('Reminder: your booking at');

  await presetToken(page, adminToken);
  await page.goto(`/admin/booking?view=week&date=${day}`);
  const block = page.getByRole('region', { name: 'Week grid' }).getByRole('button', { name: new RegExp(customerName) });
  await block.click(FIRST_LOAD);
  const drawer = page.getByRole('dialog', { name: `Booking for ${customerName}` });
  const messages = drawer.getByTestId('booking-messages');
  await expect(messages).toContainText(/Confirmation sent \d{1,2}:\d{2}/);
  await expect(messages).toContainText(/Reminder sent \d{1,2}:\d{2}/);
});
