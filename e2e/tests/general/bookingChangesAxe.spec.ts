import type { Page } from '@playwright/test';
import { scanPage, type AxeScan } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { DESKTOP, layoutConfigFor, PHONE, presetLayoutConfig, type SchemeUnderTest } from '../shell/shellHelpers';
import { createServiceGroup } from '../../support/catalogSeed';
import { uniqueUsername } from '../../support/uniqueName';
import { apiCall, seedBooking, seedSalon } from './generalApi';

// The Change booking dialog and the drawer with Undo (giftCardsAndBookingsAxe.spec.ts covers the rest of the page).
test.describe.configure({ timeout: 300_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;
const WIDTHS = { desktop: DESKTOP, phone: PHONE } as const;
const SHOTS = process.env.GENERAL_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: drawer with Undo and the Change booking dialog — ${width}, ${scheme}`, async ({ page, adminServer, adminToken, consoleErrors }) => {
      consoleErrors.allow(/status of 409/);
      const scans: AxeScan[] = [];
      const variant = `${width}-${scheme}`;
      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Axe changes'));
      const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [uniqueUsername('Gel')], [uniqueUsername('Maya')]);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      // Yesterday's visit marked a no-show today: its drawer offers Undo.
      const missed = uniqueUsername('Missed');
      const past = await seedBooking(adminServer.baseUrl, adminToken, seed, missed, `${yesterday}T11:00:00.000Z`);
      await apiCall(adminServer.baseUrl, adminToken, 'POST', `/bookings/${past.id}/status`, { status: 'confirmed', version: 1, reason: '' });
      await apiCall(adminServer.baseUrl, adminToken, 'POST', `/bookings/${past.id}/status`, { status: 'no_show', version: 2, reason: '' });
      // Tomorrow's: Arrived and No-show wait for its start, with the reason in text.
      const coming = uniqueUsername('Coming');
      const future = await seedBooking(adminServer.baseUrl, adminToken, seed, coming, `${tomorrow}T10:00:00.000Z`);
      await apiCall(adminServer.baseUrl, adminToken, 'POST', `/bookings/${future.id}/status`, { status: 'confirmed', version: 1, reason: '' });
      await presetToken(page, adminToken);

      await page.goto(`/admin/booking?view=list&date=${yesterday}`);
      await page.getByRole('button', { name: new RegExp(`${missed}: `) }).click(FIRST_LOAD);
      const drawer = page.getByRole('dialog', { name: `Booking for ${missed}` });
      await expect(drawer.getByRole('button', { name: 'Undo: back to Confirmed' })).toBeVisible();
      scans.push(await scanPage(page, `${variant} drawer with Undo`, '.p-sidebar'));
      await shot(page, `booking-drawer-undo-${variant}`);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      await page.goto(`/admin/booking?view=list&date=${tomorrow}`);
      await page.getByRole('button', { name: new RegExp(`${coming}: `) }).click(FIRST_LOAD);
      const comingDrawer = page.getByRole('dialog', { name: `Booking for ${coming}` });
      await expect(comingDrawer.getByRole('button', { name: 'Mark arrived' })).toBeDisabled();
      scans.push(await scanPage(page, `${variant} drawer before the start`, '.p-sidebar'));
      await shot(page, `booking-drawer-waiting-${variant}`);

      await comingDrawer.getByRole('button', { name: 'Change booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change booking' });
      await expect(dialog.getByRole('group', { name: 'Service 1' })).toBeVisible();
      scans.push(await scanPage(page, `${variant} Change booking dialog`, '.p-dialog'));
      await shot(page, `booking-change-${variant}`);
      // With the past-visit question and a refusal in the form.
      await dialog.getByRole('group', { name: 'Service 1' }).getByLabel('Starts (UTC)', { exact: true }).fill(yesterday);
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog.getByRole('alert')).toContainText('This time has passed.');
      await expect(dialog.getByRole('checkbox', { name: /Record a past visit/ })).toBeVisible();
      scans.push(await scanPage(page, `${variant} Change booking dialog refused`, '.p-dialog'));
      await shot(page, `booking-change-refused-${variant}`);

      expect(scans.flatMap((result) => result.violations)).toEqual([]);
    });
  }
}
