import type { Page } from '@playwright/test';
import { scanPage, type AxeScan } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { DESKTOP, layoutConfigFor, PHONE, presetLayoutConfig, type SchemeUnderTest } from '../shell/shellHelpers';
import { createServiceGroup } from '../../support/catalogSeed';
import { uniqueUsername } from '../../support/uniqueName';
import { apiCall, seedSalon } from './generalApi';

test.describe.configure({ timeout: 300_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;
const WIDTHS = { desktop: DESKTOP, phone: PHONE } as const;
const SHOTS = process.env.GENERAL_SCREENSHOTS_DIR;

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

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: Time off page and dialog, shaded day view, New booking with offered times — ${width}, ${scheme}`, async ({ page, adminServer, adminToken }) => {
      const { scans, scan, shot } = scanner(page, `${width}/${scheme}`);
      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Axe time off'));
      const salon = await seedSalon(adminServer.baseUrl, adminToken, groupId, [uniqueUsername('Gel')], [uniqueUsername('Maya')]);
      const [maya] = salon.employees;
      const [service] = salon.services;
      if (!maya || !service) throw new Error('Nothing seeded');
      const day = dayAfter(1);
      await apiCall(adminServer.baseUrl, adminToken, 'POST', '/time-off', {
        employeeId: maya.id, reason: 'holiday', note: '', kind: 'once', fromDate: dayAfter(3), untilDate: dayAfter(5), startTime: null, endTime: null, weekdays: [],
      });
      await apiCall(adminServer.baseUrl, adminToken, 'POST', '/time-off', {
        employeeId: maya.id, reason: 'break', note: 'Lunch', kind: 'weekly', fromDate: dayAfter(0), untilDate: null, startTime: '12:30', endTime: '13:15',
        weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      });
      await presetToken(page, adminToken);

      await page.goto(`/admin/time-off?employee=${maya.id}`);
      await expect(page.getByRole('region', { name: maya.name })).toBeVisible(FIRST_LOAD);
      await scan('time off page');
      await shot('time-off');

      await page.getByRole('button', { name: 'Add time off' }).click();
      const form = page.getByRole('dialog', { name: 'Add time off' });
      await form.getByLabel('Every week').check();
      await form.getByRole('button', { name: 'Add time off' }).click();
      await expect(form.getByText('Enter the start and end time of the repeating time off.')).toBeVisible();
      await scan('time off dialog with errors', '.p-dialog');
      await shot('time-off-dialog');
      await form.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Discard changes' }).click();
      await expect(form).toBeHidden();

      await page.goto(`/admin/booking?view=day&date=${day}`);
      await expect(page.getByRole('list', { name: 'Away' })).toContainText('Away: break', FIRST_LOAD);
      await scan('shaded day view');
      await shot('day-shaded');

      await page.goto(`/admin/booking?view=week&date=${dayAfter(3)}`);
      // One employee shown: the week view shades her time off too.
      await page.getByLabel('Employee', { exact: true }).selectOption({ label: maya.name }, FIRST_LOAD);
      await expect(page.getByRole('list', { name: 'Away' })).toContainText('Away: holiday');
      await scan('shaded week view');
      await shot('week-shaded');

      await page.getByRole('button', { name: 'New booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'New booking' });
      const line = dialog.getByRole('group', { name: 'Service 1' });
      await line.getByLabel('Service', { exact: true }).selectOption({ label: `${service.name} (30 min)` });
      await line.getByLabel('Starts (UTC)', { exact: true }).fill(day);
      const times = dialog.getByRole('group', { name: /^Free start times on / });
      await times.getByRole('button', { name: '10:00', exact: true }).click();
      await expect(times.getByRole('button', { name: '10:00', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await scan('new booking with offered times', '.p-dialog');
      await shot('new-booking-offers');

      expect(scans.flatMap((result) => result.violations)).toEqual([]);
    });
  }
}
