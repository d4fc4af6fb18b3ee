import { expect, test } from '../../support/fixtures';
import { createServiceGroup } from '../../support/catalogSeed';
import { presetToken, readToken, signIn } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { createBooking, createEmployee, createService, openSalonEveryDay } from '../general/generalApi';
import { addPerson, chooseOwnPassword, ownPassword } from './teamUi';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 };

test('the owner adds a receptionist, who changes the temporary password, books, and cannot reach the Team page or delete a service group; the owner sees the booking in Activity', async ({ browser, page, adminServer, adminToken }) => {
  const baseUrl = adminServer.baseUrl;
  const groupName = uniqueUsername('Group');
  const groupId = await createServiceGroup(baseUrl, adminToken, groupName);
  const serviceId = await createService(baseUrl, adminToken, groupId, uniqueUsername('Service'));
  await openSalonEveryDay(baseUrl, adminToken);
  const employeeId = await createEmployee(baseUrl, adminToken, { firstName: 'Ada', lastName: uniqueUsername('Staff'), email: `${uniqueUsername('ada')}@salon.example`.toLowerCase(), serviceIds: [serviceId], active: true, bookable: true });

  // The owner (the server's first administrator) adds her on the Team page.
  await presetToken(page, adminToken);
  const name = `Rita ${uniqueUsername('Desk')}`;
  const username = uniqueUsername('rita').toLowerCase();
  const temporary = await addPerson(page, { name, username, role: 'reception' });

  // She signs in in her own browser and must choose her own password before anything else.
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await deskPage.goto('/admin/login');
  await signIn(deskPage, { username, password: temporary });
  const own = ownPassword('rita');
  await chooseOwnPassword(deskPage, temporary, own);
  await expect(deskPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(FIRST_LOAD);

  // She books an appointment with her own session (the API checks her role on the call).
  const deskToken = await readToken(deskPage);
  expect(deskToken).not.toBeNull();
  const bookingId = await createBooking(baseUrl, deskToken as string, employeeId, serviceId);

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
  expect(bookingId).toBeGreaterThan(0);
});
