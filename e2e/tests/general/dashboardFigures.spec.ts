import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { apiCall, everyDay, seedBooking, seedSalon } from './generalApi';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;
const SHOTS = process.env.GENERAL_SCREENSHOTS_DIR;

test('completing a booking today changes the dashboard figures', async ({ page, adminServer, adminToken }) => {
  const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Figures hands'));
  const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [uniqueUsername('Gel')], [uniqueUsername('Maya')]);
  await presetToken(page, adminToken);
  await page.goto('/');
  const completed = page.getByTestId('business-today-completed');
  await expect(completed).toBeVisible(FIRST_LOAD);
  const before = Number(/\d+$/.exec((await completed.textContent()) ?? '')?.[0]);

  // Today at 00:00 UTC (the salon's zone here): a visit can be marked arrived only once its time has
  // come, and midnight has come whenever the spec runs. The salon and Maya work round the clock for it.
  const contact = await apiCall<Record<string, unknown>>(adminServer.baseUrl, adminToken, 'GET', '/contact');
  await apiCall(adminServer.baseUrl, adminToken, 'PUT', '/contact', { ...contact, openingHours: everyDay('00:00', '24:00') });
  const [maya] = seed.employees;
  if (!maya) throw new Error('seedSalon made no employee');
  const { version: mayaVersion } = await apiCall<{ version: number }>(adminServer.baseUrl, adminToken, 'GET', `/employees/${maya.id}`);
  await apiCall(adminServer.baseUrl, adminToken, 'PUT', '/employees', { id: maya.id, version: mayaVersion, weeklyHours: everyDay('00:00', '24:00') });
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  const booking = await seedBooking(adminServer.baseUrl, adminToken, seed, uniqueUsername('Ana'), start.toISOString());
  let version = (await apiCall<{ version: number }>(adminServer.baseUrl, adminToken, 'GET', `/bookings/${booking.id}`)).version;
  for (const status of ['confirmed', 'arrived', 'completed']) {
    version = (await apiCall<{ version: number }>(adminServer.baseUrl, adminToken, 'POST', `/bookings/${booking.id}/status`, { status, version, reason: '' })).version;
  }

  await page.reload();
  await expect(completed).toHaveText(new RegExp(`${before + 1}$`), FIRST_LOAD);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-business.png`, fullPage: true });
});
