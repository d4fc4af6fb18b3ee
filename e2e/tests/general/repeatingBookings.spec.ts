import type { Locator, Page } from '@playwright/test';
import { scanPage, type AxeScan } from '../../support/axe';
import { createServiceGroup } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { DESKTOP, layoutConfigFor, PHONE, presetLayoutConfig, type SchemeUnderTest } from '../shell/shellHelpers';
import { addClientInDialog } from './clientField';
import { apiCall, seedBookingAt, seedSalon, type BookingSeed } from './generalApi';

test.describe.configure({ timeout: 240_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;
const SHOTS = process.env.GENERAL_SCREENSHOTS_DIR;
const WEEK_MS = 7 * 86_400_000;

interface Visit {
  id: number;
  status: string;
  startsAt: string;
  seriesId: number | null;
  seriesOccurrence: number | null;
  customerName: string;
}

/** A day at least two days ahead (UTC, the seeded salon's zone), so the first visit is never in the past. */
const firstDay = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const weekLater = (day: string, weeks: number) => new Date(Date.parse(`${day}T00:00:00Z`) + weeks * WEEK_MS).toISOString().slice(0, 10);

async function salonWithMaya(baseUrl: string, token: string): Promise<{ seed: BookingSeed; service: string; maya: { id: number; name: string } }> {
  const groupId = await createServiceGroup(baseUrl, token, uniqueUsername('Repeat hands'));
  const seed = await seedSalon(baseUrl, token, groupId, [uniqueUsername('Infill')], [uniqueUsername('Maya')]);
  const [service] = seed.services;
  const [maya] = seed.employees;
  if (!service || !maya) throw new Error('seedSalon made no service or employee');
  return { seed, service: `${service.name} (30 min)`, maya };
}

/** Fills the first visit and the Repeat section (every week, six visits) of an open New booking dialog. */
async function fillRepeatingBooking(dialog: Locator, customer: string, service: string, employee: string, day: string): Promise<void> {
  await addClientInDialog(dialog, customer, '+44 20 7946 0042');
  const line = dialog.getByRole('group', { name: 'Service 1' });
  await line.getByLabel('Service', { exact: true }).selectOption({ label: service });
  await line.getByLabel('Employee', { exact: true }).selectOption({ label: employee });
  await line.getByLabel('Starts (UTC)', { exact: true }).fill(day);
  await line.getByLabel('Starts (UTC), time').fill('10:00');
  const repeat = dialog.getByRole('group', { name: 'Repeat' });
  await repeat.getByLabel('Repeats').selectOption({ label: 'Every week' });
  await expect(repeat.getByRole('radio', { name: 'After a number of visits' })).toBeChecked();
  await repeat.getByRole('textbox', { name: 'Number of visits' }).fill('6');
}

async function openNewBooking(page: Page): Promise<Locator> {
  await page.goto('/admin/booking?view=list');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a six-week repeating booking with one clashing week skipped books five visits; cancelling from the fourth week cancels the rest', async ({ page, adminServer, adminToken }) => {
  const { baseUrl } = adminServer;
  const { seed, service, maya } = await salonWithMaya(baseUrl, adminToken);
  const day = firstDay();
  const clashDay = weekLater(day, 2);
  await seedBookingAt(baseUrl, adminToken, { customerName: uniqueUsername('Bea'), serviceId: seed.services[0]?.id ?? 0, employeeId: maya.id, startsAt: `${clashDay}T10:00:00.000Z` });
  const customer = uniqueUsername('Ana');
  await presetToken(page, adminToken);

  const dialog = await openNewBooking(page);
  await fillRepeatingBooking(dialog, customer, service, maya.name, day);
  await dialog.getByRole('button', { name: 'Check the visits' }).click();

  const step = page.getByRole('dialog', { name: 'Check the visits' });
  const table = step.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(step.getByText('1 of 6 visits clash with the schedule')).toBeVisible();
  const clash = table.getByRole('row', { name: /Visit 3/ });
  await expect(clash).toContainText(`${maya.name} already has`);
  // The clashing week is skipped unless moved; the others are booked.
  await expect(step.getByLabel('What to do with visit 3')).toHaveValue('skip');
  await expect(step.getByLabel('What to do with visit 2')).toHaveValue('book');
  await step.getByRole('button', { name: 'Book 5 visits' }).click();
  await expect(step).toBeHidden();
  await expect(dialog).toBeHidden();

  const visits = (await apiCall<Visit[]>(baseUrl, adminToken, 'GET', `/bookings/range?from=${day}T00:00:00Z&to=${weekLater(day, 6)}T00:00:00Z&employeeId=${maya.id}`)).filter(
    (visit) => visit.customerName === customer,
  );
  expect(visits.map((visit) => [visit.seriesOccurrence, visit.startsAt])).toEqual(
    [1, 2, 4, 5, 6].map((occurrence) => [occurrence, `${weekLater(day, occurrence - 1)}T10:00:00.000Z`]),
  );

  // The fourth week's visit, from its day in the calendar: cancel it and the following ones.
  const fourthDay = weekLater(day, 3);
  await page.goto(`/admin/booking?view=day&date=${fourthDay}`);
  await page.getByLabel('Employee', { exact: true }).selectOption({ label: maya.name });
  const block = page.getByRole('region', { name: 'Day grid by employee' }).getByRole('button', { name: new RegExp(`${customer}: `) });
  await block.click();
  const drawer = page.getByRole('dialog', { name: `Booking for ${customer}` });
  await expect(drawer.getByText('Visit 4 of a repeating booking.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancel…' }).click();
  const question = page.getByRole('dialog', { name: 'Cancel a repeating booking' });
  await expect(question.getByRole('button', { name: 'This visit only' })).toBeFocused();
  const scans = [await scanPage(page, 'cancel a repeating booking: which visits', '.p-dialog')];
  await question.getByRole('button', { name: 'This and the following visits' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this and the following visits' });
  await cancel.getByLabel('Reason to cancel').fill('Moving abroad');
  scans.push(await scanPage(page, 'cancel this and the following visits', '.p-dialog'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/repeat-cancel-following.png` });
  expect(scans.flatMap((result) => result.violations)).toEqual([]);
  await cancel.getByRole('button', { name: 'Cancel this and the following visits' }).click();
  await expect(cancel).toBeHidden();
  await expect(drawer).toBeHidden();

  const series = await apiCall<{ bookings: Visit[] }>(baseUrl, adminToken, 'GET', `/bookings/series/${visits[0]?.seriesId ?? 0}/visits`);
  expect(series.bookings.map((visit) => [visit.seriesOccurrence, visit.status])).toEqual([
    [1, 'pending'],
    [2, 'pending'],
    [4, 'cancelled'],
    [5, 'cancelled'],
    [6, 'cancelled'],
  ]);
});

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [width, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test(`axe: Repeat section and the visits step — ${width}, ${scheme}`, async ({ page, adminServer, adminToken }) => {
      const variant = `${width}-${scheme}`;
      const scans: AxeScan[] = [];
      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      const { seed, service, maya } = await salonWithMaya(adminServer.baseUrl, adminToken);
      const day = firstDay();
      await seedBookingAt(adminServer.baseUrl, adminToken, {
        customerName: uniqueUsername('Bea'),
        serviceId: seed.services[0]?.id ?? 0,
        employeeId: maya.id,
        startsAt: `${weekLater(day, 2)}T10:00:00.000Z`,
      });
      await presetToken(page, adminToken);

      const dialog = await openNewBooking(page);
      await fillRepeatingBooking(dialog, uniqueUsername('Ana'), service, maya.name, day);
      // A number out of range shows the API's sentence on the field.
      await dialog.getByRole('group', { name: 'Repeat' }).getByRole('textbox', { name: 'Number of visits' }).fill('60');
      await dialog.getByRole('button', { name: 'Check the visits' }).click();
      await expect(dialog.getByText('The number of visits must be a whole number from 2 to 52.')).toBeVisible();
      await dialog.getByRole('group', { name: 'Repeat' }).scrollIntoViewIfNeeded();
      scans.push(await scanPage(page, `${variant} repeat section with an error`, '.p-dialog'));
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/repeat-section-${variant}.png` });
      await dialog.getByRole('group', { name: 'Repeat' }).getByRole('textbox', { name: 'Number of visits' }).fill('6');
      await dialog.getByRole('button', { name: 'Check the visits' }).click();

      const step = page.getByRole('dialog', { name: 'Check the visits' });
      await expect(step.getByRole('table').getByRole('row', { name: /Visit 3/ })).toContainText('already has');
      await step.getByLabel('What to do with visit 3').selectOption('move');
      await expect(step.getByLabel('New time for visit 3')).toBeVisible();
      scans.push(await scanPage(page, `${variant} visits step, one moved`, '.gen-series-step'));
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/repeat-visits-${variant}.png`, fullPage: true });
      // Keyboard: the step's own controls are reached with Tab, and Back returns to the booking.
      await step.getByRole('button', { name: 'Back' }).focus();
      await page.keyboard.press('Enter');
      await expect(step).toBeHidden();
      await expect(dialog).toBeVisible();

      expect(scans.flatMap((result) => result.violations)).toEqual([]);
    });
  }
}
