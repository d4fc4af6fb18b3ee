import { expect, test } from '../../support/fixtures';
import { createServiceGroup } from '../../support/catalogSeed';
import { presetToken, readToken, signIn } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { addClientInDialog } from '../general/clientField';
import { createEmployee, createService, openSalonEveryDay } from '../general/generalApi';
import { addPerson, chooseOwnPassword, ownPassword } from './teamUi';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 };

test('the owner adds a receptionist, who changes the temporary password, books, and cannot reach the Team page or delete a service group; the owner sees the booking in Activity', async ({ browser, page, adminServer, adminToken }) => {
  const baseUrl = adminServer.baseUrl;
  const groupName = uniqueUsername('Group');
  const groupId = await createServiceGroup(baseUrl, adminToken, groupName);
  const serviceName = uniqueUsername('Service');
  const serviceId = await createService(baseUrl, adminToken, groupId, serviceName);
  await openSalonEveryDay(baseUrl, adminToken);
  const employeeName = `Ada ${uniqueUsername('Staff')}`;
  const [firstName, lastName] = employeeName.split(' ') as [string, string];
  await createEmployee(baseUrl, adminToken, { firstName, lastName, email: `${uniqueUsername('ada')}@salon.example`.toLowerCase(), serviceIds: [serviceId], active: true, bookable: true });

  // The owner (the server's first administrator) adds her on the Team page.
  await presetToken(page, adminToken);
  const name = `Rita ${uniqueUsername('Desk')}`;
  const username = uniqueUsername('rita').toLowerCase();
  const temporary = await addPerson(page, { name, username, role: 'reception' });

  // Her row offers the account's writes; the owner's own row does not offer those the API refuses there, and says why.
  await page.getByRole('button', { name: `Manage ${name}` }).click();
  const hers = page.getByRole('dialog', { name: `Manage ${name}` });
  await expect(hers.getByRole('button', { name: 'Reset password…' })).toBeVisible();
  await expect(hers.getByRole('button', { name: 'Require one-time codes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hers).toBeHidden();
  const ownRow = page.getByRole('row').filter({ has: page.getByText(adminServer.admin.username, { exact: true }) });
  await ownRow.getByRole('button', { name: /^Manage / }).click();
  const mine = page.getByRole('dialog', { name: /^Manage / });
  await expect(mine.getByText(/^Change your own password under My account/)).toBeVisible();
  await expect(mine.getByText(/^Your own one-time codes are set up under My account/)).toBeVisible();
  await expect(mine.getByText('You cannot deactivate your own account.')).toBeVisible();
  await expect(mine.getByRole('button', { name: /Reset password|one-time codes|Deactivate/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(mine).toBeHidden();

  // She signs in in her own browser and must choose her own password before anything else.
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await deskPage.goto('/admin/login');
  await signIn(deskPage, { username, password: temporary });
  const own = ownPassword('rita');
  await chooseOwnPassword(deskPage, temporary, own);
  await expect(deskPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(FIRST_LOAD);

  // She books a caller in like at the desk: New booking, a new client made in the Client field, one service line.
  const clientName = uniqueUsername('Jo');
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await deskPage.goto(`/admin/booking?view=list&date=${day}`);
  await expect(deskPage.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible(FIRST_LOAD);
  await deskPage.getByRole('button', { name: 'New booking' }).click();
  const dialog = deskPage.getByRole('dialog', { name: 'New booking' });
  // Eight digits no other test's client has: the "Is this …?" question cannot come up by chance.
  const digits = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  await addClientInDialog(dialog, clientName, `06 ${digits}`);
  const line = dialog.getByRole('group', { name: 'Service 1' });
  await line.getByLabel('Service', { exact: true }).selectOption({ label: `${serviceName} (45 min)` });
  await line.getByLabel('Employee', { exact: true }).selectOption({ label: employeeName });
  await line.getByLabel('Starts (UTC)', { exact: true }).fill(day);
  await line.getByLabel('Starts (UTC), time').fill('10:00');
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog).toBeHidden();
  await expect(deskPage.getByRole('button', { name: new RegExp(`${clientName}: `) })).toBeVisible();

  // The menu offers her neither Team nor Activity, and her service group's page no Delete.
  const menu = deskPage.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Booking' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Activity' })).toHaveCount(0);
  await deskPage.goto(`/admin/parent-service/${groupId}`);
  await expect(deskPage.getByRole('heading', { level: 1, name: groupName })).toBeVisible(FIRST_LOAD);
  await expect(deskPage.getByRole('button', { name: 'Delete group' })).toHaveCount(0);

  // The Team page's address shows "Not allowed", and she stays signed in.
  await deskPage.goto('/admin/team');
  await expect(deskPage.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible(FIRST_LOAD);
  await expect.poll(() => readToken(deskPage)).not.toBeNull();
  await desk.close();

  // The owner sees her booking in Activity, under her name.
  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible(FIRST_LOAD);
  await page.getByLabel('Section').selectOption('bookings');
  const entry = page.getByRole('listitem').filter({ hasText: name }).first();
  await expect(entry).toBeVisible();
});
