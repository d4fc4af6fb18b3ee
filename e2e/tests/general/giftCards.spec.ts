import { expect, test } from '../../support/fixtures';
import { presetToken } from '../../support/signIn';

// A remote and a server on a shared, loaded 2-core machine: more than the default 90 s.
test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 } as const;
const SHOTS = process.env.GENERAL_SCREENSHOTS_DIR;

test.describe('gift cards', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await presetToken(page, adminToken);
  });

  test('issue a card, redeem part of it, be refused more than the balance, see the liability', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 409/);
    await page.goto('/admin/gift-card');
    await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByTestId('gift-card-outstanding')).toHaveText(/\d/);

    await page.getByRole('button', { name: 'Issue gift card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue gift card' });
    await dialog.getByLabel('Value').fill('80');
    await dialog.getByLabel('Recipient name').fill('Maya Okafor');
    await dialog.getByLabel('Purchaser name').fill('Ana Silva');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gift-issue-dialog.png` });
    await dialog.getByRole('button', { name: 'Issue card' }).click();

    await expect(page).toHaveURL(/\/admin\/gift-card\/\d+$/);
    const heading = page.getByRole('heading', { level: 1, name: /^Gift card [A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/ });
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('gift-card-balance')).toHaveText('€80.00');

    await page.getByRole('textbox', { name: 'Amount' }).fill('30');
    await page.getByRole('button', { name: 'Redeem amount' }).click();
    await expect(page.getByTestId('gift-card-balance')).toHaveText('€50.00');
    const ledger = page.getByRole('list', { name: 'Ledger, newest first' });
    await expect(ledger.getByRole('listitem').first()).toContainText('Redeemed');
    await expect(ledger.getByRole('listitem').first()).toContainText('balance €50.00');

    await page.getByRole('textbox', { name: 'Amount' }).fill('75');
    await page.getByRole('button', { name: 'Redeem amount' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText('holds only 50; 75 cannot be redeemed');
    await expect(page.getByTestId('gift-card-balance')).toHaveText('€50.00');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gift-detail-refused.png`, fullPage: true });

    const code = ((await heading.textContent()) ?? '').replace('Gift card ', '');
    await page.getByRole('link', { name: 'All gift cards' }).click();
    await page.getByLabel('Code or name').fill(code.slice(0, 4).toLowerCase());
    await expect(page.getByRole('link', { name: code })).toBeVisible();
    await expect(page.getByTestId('gift-card-outstanding')).not.toHaveText('€0.00');
    const pages = page.getByRole('navigation', { name: 'Gift card pages' });
    await expect(pages).toContainText(/\b1–\d+ of \d+/);
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    // The status filter is a native select: the keyboard and screen readers know it as such.
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.selectOption({ label: 'Cancelled' });
    await expect(page.getByText('No gift card matches.')).toBeVisible();
    await status.selectOption({ label: 'Active' });
    await expect(page.getByRole('link', { name: code })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gift-list.png`, fullPage: true });
  });
});
