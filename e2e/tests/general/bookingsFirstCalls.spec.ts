import type { Page, Request } from '@playwright/test';
import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { seedBookingAt, seedSalon } from './generalApi';

/**
 * Issue 25, the cold week: a visit that opens at the bookings page starts the general section and the
 * week's calls from the host's entry, so the week's bookings travel beside the contact details
 * instead of after them (docs/performance.md). The seeded salon is in UTC, like this browser unless
 * a test says otherwise.
 */
test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;

const isWeekCall = (request: Request) => new URL(request.url()).pathname.endsWith('/api/v1/bookings/calendar');
/** Every call the page makes for a week, in order. */
function weekCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isWeekCall(request)) calls.push(request);
  });
  return calls;
}

async function seedTomorrow(baseUrl: string, token: string): Promise<{ client: string; day: string }> {
  const groupId = await createServiceGroup(baseUrl, token, uniqueUsername('First calls'));
  const seed = await seedSalon(baseUrl, token, groupId, [uniqueUsername('Manicure')], [uniqueUsername('Maya')]);
  const [employee] = seed.employees;
  const [service] = seed.services;
  if (!employee || !service) throw new Error('seedSalon made no employee or service');
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const client = uniqueUsername('Early client');
  await seedBookingAt(baseUrl, token, { customerName: client, serviceId: service.id, employeeId: employee.id, startsAt: `${day}T10:00:00.000Z` });
  return { client, day };
}

test("the week's bookings are asked for while the contact details are still on their way, once", async ({ page, adminServer, adminToken }) => {
  const { client, day } = await seedTomorrow(adminServer.baseUrl, adminToken);
  await presetToken(page, adminToken);
  const calls = weekCalls(page);
  // The contact details answer only once the week has been asked for: before, the week waited for them.
  const weekAsked = page.waitForRequest(isWeekCall, FIRST_LOAD);
  await page.route('**/api/v1/contact', async (route) => {
    await weekAsked;
    await route.continue();
  });

  await page.goto(`/admin/booking?view=week&date=${day}`);
  await weekAsked;
  await expect(page.getByRole('region', { name: 'Week grid' }).getByRole('button', { name: new RegExp(client) })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Times in UTC.', { exact: false })).toBeVisible();
  // The early call was the page's own: it asked for no second copy of the week.
  expect(calls).toHaveLength(1);
});

test.describe('a browser in another zone than the salon', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test("the guess costs one call; the page shows the salon's week, and the next visit guesses right", async ({ page, adminServer, adminToken }) => {
    const { client, day } = await seedTomorrow(adminServer.baseUrl, adminToken);
    await presetToken(page, adminToken);
    const calls = weekCalls(page);

    await page.goto(`/admin/booking?view=week&date=${day}`);
    const block = page.getByRole('region', { name: 'Week grid' }).getByRole('button', { name: new RegExp(client) });
    await expect(block).toContainText('10:00–10:30', FIRST_LOAD);
    await expect(page.getByText('Times in UTC.', { exact: false })).toBeVisible();
    await expect.poll(() => calls.length).toBe(2);
    // The second call is the salon's week: Monday 00:00 UTC.
    const from = new URL(calls[1]?.url() ?? '').searchParams.get('from') ?? '';
    expect(from).toMatch(/T00:00:00\.000Z$/);

    calls.length = 0;
    await page.reload();
    await expect(block).toContainText('10:00–10:30', FIRST_LOAD);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url() ?? '').searchParams.get('from')).toBe(from);
  });
});

test("the early start's chunk is the first file the app's HTML asks for, on every address", async ({ request }) => {
  for (const address of ['/', '/admin/booking']) {
    const html = await (await request.get(address)).text();
    const preloads = [...html.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
    // Before the app's own chunks: over HTTP/1.1 the browser sends six at a time, in this order.
    expect(preloads[0], address).toMatch(/^\/first-page\.[0-9a-f]+\.js$/);
  }
});
