import type { Page } from '@playwright/test';
import { scanPage, type AxeScan } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { DESKTOP, layoutConfigFor, PHONE, presetLayoutConfig, type SchemeUnderTest } from '../shell/shellHelpers';
import { createServiceGroup } from '../../support/catalogSeed';
import { uniqueUsername } from '../../support/uniqueName';
import { apiCall, seedBooking, seedGiftCard, seedSalon } from './generalApi';

test.describe.configure({ timeout: 300_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;
const WIDTHS = { desktop: DESKTOP, phone: PHONE } as const;
const SHOTS = process.env.GENERAL_SCREENSHOTS_DIR;

/** Collects axe scans of one theme and width, and saves a screenshot when GENERAL_SCREENSHOTS_DIR is set. */
function scanner(page: Page, variant: string) {
  const scans: AxeScan[] = [];
  return {
    scans,
    scan: async (label: string, include?: string) => {
      scans.push(await scanPage(page, `${variant} ${label}`, include));
    },
    shot: async (name: string) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/axe-${name}-${variant.replace('/', '-')}.png`, fullPage: true });
    },
  };
}

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: gift cards pages and dialog — ${width}, ${scheme}`, async ({ page, adminServer, adminToken }) => {
      const { scans, scan, shot } = scanner(page, `${width}/${scheme}`);
      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      const card = await seedGiftCard(adminServer.baseUrl, adminToken, 'Maya Okafor');
      await presetToken(page, adminToken);

      await page.goto('/admin/gift-card');
      await expect(page.getByRole('link', { name: card.code })).toBeVisible(FIRST_LOAD);
      await scan('gift card list');
      await shot('gift-list');

      await page.getByRole('button', { name: 'Issue gift card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Issue gift card' });
      await dialog.getByRole('button', { name: 'Issue card' }).click();
      await expect(dialog.getByText('Enter an amount.')).toBeVisible();
      await scan('issue dialog with errors', '.p-dialog');
      await shot('gift-issue');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByRole('link', { name: card.code }).click();
      await expect(page.getByTestId('gift-card-balance')).toHaveText('€45.00');
      await page.getByRole('button', { name: 'Refund', exact: true }).click();
      await page.getByRole('button', { name: 'Refund amount' }).click();
      await expect(page.getByText('Enter an amount.')).toBeVisible();
      await scan('gift card page with an action error');
      await shot('gift-detail');

      expect(scans.flatMap((result) => result.violations)).toEqual([]);
    });
  }
}

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: bookings page, dialog and drawer — ${width}, ${scheme}`, async ({ page, adminServer, adminToken }) => {
      const { scans, scan, shot } = scanner(page, `${width}/${scheme}`);
      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Axe bookings'));
      const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [uniqueUsername('Gel')], [uniqueUsername('Maya')]);
      const customer = uniqueUsername('Ana');
      const start = new Date();
      start.setUTCHours(Math.min(Math.max(start.getUTCHours() + 1, 9), 18), 0, 0, 0);
      await seedBooking(adminServer.baseUrl, adminToken, seed, customer, start.toISOString());
      // A cancelled one beside it, for the "Show cancelled" filter.
      const goneName = uniqueUsername('Gone');
      const gone = await seedBooking(adminServer.baseUrl, adminToken, seed, goneName, new Date(start.getTime() + 3_600_000).toISOString());
      await apiCall(adminServer.baseUrl, adminToken, 'POST', `/bookings/${gone.id}/status`, { status: 'cancelled', version: 1, reason: 'Moved away' });
      await presetToken(page, adminToken);

      // A phone opens the day view by default: the week is asked for by name.
      await page.goto('/admin/booking?view=week');
      const week = page.getByRole('region', { name: 'Week grid' });
      const entry = week.getByRole('button', { name: new RegExp(`${customer}: `) });
      await expect(entry).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('list', { name: 'Colours:' })).toBeVisible();
      await scan('bookings week grid with legend');
      await shot('booking-week');
      await page.getByRole('checkbox', { name: 'Show cancelled' }).check();
      await expect(week.getByRole('button', { name: new RegExp(goneName) })).toBeVisible();
      await entry.focus();
      await expect(page.getByRole('tooltip')).toContainText(customer);
      await scan('bookings week grid, cancelled shown, popover open');
      await shot('booking-week-popover');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('tooltip')).toBeHidden();

      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      const dayBlock = page.getByRole('region', { name: 'Day grid by employee' }).getByRole('button', { name: new RegExp(`${customer}: `) });
      await expect(dayBlock).toBeVisible();
      await dayBlock.hover();
      await expect(page.getByRole('tooltip')).toContainText(customer);
      await scan('bookings day grid, popover open');
      await shot('booking-day');

      await page.getByRole('button', { name: 'List', exact: true }).click();
      await expect(page.locator('.gen-agenda').getByRole('button', { name: new RegExp(`${customer}: `) })).toBeVisible();
      await scan('bookings list with legend, cancelled shown');
      await page.getByLabel('Status', { exact: true }).selectOption('pending');
      await scan('bookings list, filtered');
      await shot('booking-list');

      await page.getByRole('button', { name: 'New booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'New booking' });
      await expect(dialog).toBeVisible();
      await scan('new booking dialog', '.p-dialog');
      await shot('booking-new');
      // The client field with its suggestions open, then its inline New client form.
      await dialog.getByRole('combobox', { name: 'Client' }).fill(customer);
      // The list answers the typed text first; only then are both the matching client and "New client" drawn.
      await expect(dialog.getByRole('listbox', { name: 'Clients' })).toHaveAttribute('data-answered', customer);
      await expect(dialog.getByRole('option', { name: /New client/ })).toBeVisible();
      await scan('new booking dialog, client suggestions open', '.p-dialog');
      await dialog.getByRole('option', { name: /New client/ }).click();
      await expect(dialog.getByRole('group', { name: 'New client' })).toBeVisible();
      await scan('new booking dialog, new client form', '.p-dialog');
      await shot('booking-new-client');
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(dialog).toBeHidden();

      await page.locator('.gen-agenda').getByRole('button', { name: new RegExp(`${customer}: `) }).click();
      const drawer = page.getByRole('dialog', { name: `Booking for ${customer}` });
      await expect(drawer).toBeVisible();
      await scan('booking drawer', '.p-sidebar');
      await shot('booking-drawer');

      expect(scans.flatMap((result) => result.violations)).toEqual([]);
    });
  }
}
