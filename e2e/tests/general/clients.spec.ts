import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { scanPage, type AxeScan } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { DESKTOP, layoutConfigFor, PHONE, presetLayoutConfig, type SchemeUnderTest } from '../shell/shellHelpers';
import { createServiceGroup } from '../../support/catalogSeed';
import { apiCall, seedSalon } from './generalApi';

// A remote and a server on a shared, loaded 2-core machine: more than the default 90 s.
test.describe.configure({ timeout: 300_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;
const WIDTHS = { desktop: DESKTOP, phone: PHONE } as const;
const SHOTS = process.env.GENERAL_SCREENSHOTS_DIR;

/** Eight digits no other test's client has: the duplicate question must not come up by chance. */
const uniqueDigits = (): string => String(Math.floor(10_000_000 + Math.random() * 89_999_999));

test.describe('clients', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await presetToken(page, adminToken);
  });

  test('create a client, find them by part of their phone number, open their page, export their data and erase them', async ({ page }) => {
    const firstName = uniqueUsername('Ana');
    const digits = uniqueDigits();
    // Typed with spaces and a leading "+31 6"; found again by digits only, as a colleague would type them.
    const phone = `+31 6 ${digits.slice(0, 4)} ${digits.slice(4)}`;

    await page.goto('/admin/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await dialog.getByLabel('First name').fill(firstName);
    await dialog.getByLabel('Last name (optional)').fill('Silva');
    await dialog.getByLabel('Phone', { exact: true }).fill(phone);
    await dialog.getByLabel('Email (optional)').fill(`${firstName.toLowerCase()}@example.com`);
    await dialog.getByLabel('Allergies and sensitivities').fill('Latex gloves');
    await dialog.getByLabel('Tags', { exact: true }).fill('VIP');
    await dialog.getByLabel('Tags', { exact: true }).press('Enter');
    await dialog.getByRole('button', { name: 'Add client' }).click();

    await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
    const clientId = Number(/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: `${firstName} Silva` })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Latex gloves');
    await expect(page.getByText(phone)).toBeVisible();

    await page.getByRole('link', { name: 'Clients', exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Search clients by name, phone or email' }).fill(digits.slice(2, 8));
    const link = page.getByRole('link', { name: `${firstName} Silva` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `${firstName} Silva` })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`client-${clientId}.json`);
    const path = await download.path();
    expect(await readFile(path, 'utf8')).toContain(firstName);
    await expect(page.getByText('Data exported')).toBeVisible();

    await page.getByRole('button', { name: 'Erase…' }).click();
    const erase = page.getByRole('dialog', { name: `Erase ${firstName} Silva?` });
    await expect(erase.getByRole('region', { name: 'Kept' })).toContainText('Money taken');
    await erase.getByRole('button', { name: 'Erase client' }).click();
    await expect(page.getByText(/^Erased on /)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Erased client #${clientId}` })).toBeVisible();
    await expect(page.getByText(phone)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });
});

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

interface SeededClient {
  id: number;
}

for (const scheme of ['light', 'dark'] as const satisfies readonly SchemeUnderTest[]) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test(`axe: client list, client page and their dialogs — ${width}, ${scheme}`, async ({ page, adminServer, adminToken }) => {
      const { scans, scan, shot } = scanner(page, `${width}/${scheme}`);
      await page.setViewportSize(viewport);
      await presetLayoutConfig(page, layoutConfigFor(scheme));
      const firstName = uniqueUsername('Bea');
      const phone = `+31 6 ${uniqueDigits()}`;
      const client = await apiCall<SeededClient>(adminServer.baseUrl, adminToken, 'POST', '/clients', {
        firstName,
        lastName: 'Jansen',
        phone,
        email: '',
        birthday: null,
        allergies: 'Acrylic monomer: use the hypoallergenic gel.',
        notes: 'Prefers the window seat.',
        tags: ['VIP', 'Regular'],
        marketingConsent: true,
      });
      // A visit tomorrow, so the page shows a visits table with a status tag (and no "Delete").
      const groupId = await createServiceGroup(adminServer.baseUrl, adminToken, uniqueUsername('Axe clients'));
      const seed = await seedSalon(adminServer.baseUrl, adminToken, groupId, [uniqueUsername('Gel')], [uniqueUsername('Maya')]);
      const tomorrow = new Date(Date.now() + 86_400_000);
      tomorrow.setUTCHours(10, 0, 0, 0);
      await apiCall(adminServer.baseUrl, adminToken, 'POST', '/bookings', {
        clientId: client.id,
        customerName: `${firstName} Jansen`,
        customerPhone: phone,
        customerEmail: '',
        items: [{ serviceId: seed.services[0]?.id, employeeId: seed.employees[0]?.id, startsAt: tomorrow.toISOString() }],
        source: 'phone',
        notes: '',
        overrideOverlap: false,
        overrideReason: '',
        status: 'confirmed',
      });
      // Someone to merge with, found by the same name; nothing behind them, so they can be deleted.
      const other = await apiCall<SeededClient>(adminServer.baseUrl, adminToken, 'POST', '/clients', {
        firstName,
        lastName: 'Jansen-de Vries',
        phone: `+31 6 ${uniqueDigits()}`,
        email: `${firstName.toLowerCase()}@example.com`,
        birthday: '1991-05-06',
        allergies: '',
        notes: '',
        tags: [],
        marketingConsent: false,
      });
      await presetToken(page, adminToken);

      await page.goto('/admin/clients');
      await page.getByRole('searchbox', { name: 'Search clients by name, phone or email' }).fill(firstName);
      await expect(page.getByRole('link', { name: `${firstName} Jansen`, exact: true })).toBeVisible(FIRST_LOAD);
      await scan('client list');
      await shot('client-list');

      await page.getByRole('button', { name: 'New client' }).click();
      const form = page.getByRole('dialog', { name: 'New client' });
      await form.getByRole('button', { name: 'Add client' }).click();
      await expect(form.getByText('Enter the client\u2019s first name.')).toBeVisible();
      await scan('new client dialog with errors', '.p-dialog');
      await shot('client-form');
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();

      await page.goto(`/admin/clients/${client.id}`);
      await expect(page.getByRole('note')).toContainText('Acrylic monomer');
      await expect(page.getByRole('region', { name: /Upcoming visits/ }).getByText('Confirmed')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
      await scan('client page');
      await shot('client-page');

      await page.getByRole('button', { name: 'Merge…' }).click();
      const merge = page.getByRole('dialog', { name: /^Merge / });
      await merge.getByLabel('Find the other client').fill(firstName);
      await expect(merge.getByRole('radio').first()).toBeVisible();
      await merge.getByRole('radio').first().check();
      await expect(merge.getByRole('group', { name: 'Which record stays?' })).toBeVisible();
      await scan('merge dialog', '.p-dialog');
      await merge.getByRole('button', { name: 'Cancel' }).click();
      await expect(merge).toBeHidden();

      const dialogs = [
        ['Erase…', /^Erase /],
        ['Edit', /^Edit /],
      ] as const;
      for (const [button, name] of dialogs) {
        await page.getByRole('button', { name: button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        await scan(`${button} dialog`, '.p-dialog');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      await page.goto(`/admin/clients/${other.id}`);
      await page.getByRole('button', { name: 'Delete', exact: true }).click(FIRST_LOAD);
      const remove = page.getByRole('dialog', { name: /^Delete / });
      await expect(remove).toBeVisible();
      await scan('Delete dialog', '.p-dialog');
      await page.keyboard.press('Escape');
      await expect(remove).toBeHidden();

      expect(scans.flatMap((result) => result.violations)).toEqual([]);
    });
  }
}
