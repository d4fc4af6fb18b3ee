import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Contact, Service, ServiceGroup } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';

/*
 * `/` is the dashboard painted from HTML; until the salon can take a booking, the server sends the
 * build's first-day copy, painted with the setup checklist's frame (features/site/hostPages.ts).
 */

const open = [{ start: '09:00', end: '18:00' }];
const tuesdayToSaturday = { monday: [], tuesday: open, wednesday: open, thursday: open, friday: open, saturday: open, sunday: [] };
const FIRST_DAY_SCRIPT = 'var firstDay = 1;';

let t: TestApp;
let api: CatalogClient;
let buildRoot: string;
const page = async () => t.app.inject({ method: 'GET', url: '/' });

beforeEach(async () => {
  buildRoot = mkdtempSync(path.join(os.tmpdir(), 'nail-first-day-'));
  const hostDir = path.join(buildRoot, 'host');
  mkdirSync(hostDir);
  writeFileSync(path.join(hostDir, 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(path.join(hostDir, 'dashboard.html'), '<!doctype html><title>dashboard</title>');
  writeFileSync(path.join(hostDir, 'dashboard-first-day.html'), `<!doctype html><title>first day</title><script>${FIRST_DAY_SCRIPT}</script>`);
  t = await startTestApp({ staticSite: { hostDir, remoteDirs: {}, remotesConfigFile: null } });
  api = catalogClient(t);
});

afterEach(async () => {
  await t.close();
  rmSync(buildRoot, { recursive: true, force: true });
});

/** Opening hours, an active service, and a bookable employee with hours who performs it. */
async function setUpSalon(): Promise<Service> {
  const contact = dataOf<Contact>(await api.get('/contact'));
  expect((await api.putJson('/contact', { ...contact, openingHours: tuesdayToSaturday })).statusCode).toBe(200);
  const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands' }));
  const service = dataOf<Service>(await api.postJson('/services', { parentId: group.id, name: 'Manicure', durationMinutes: 30, priceType: 'free' }));
  const employee = await api.postJson('/employees', {
    firstName: 'Maya', lastName: 'Okafor', jobTitle: '', phone: '', bio: '', calendarColor: '#336699', email: 'maya@salon.example',
    serviceIds: [service.id], weeklyHours: tuesdayToSaturday, bookable: true, active: true, startDate: null,
  });
  expect(employee.statusCode).toBe(201);
  return service;
}

it('sends the first-day dashboard until the salon can take a booking, then the usual one', async () => {
  const first = await page();
  expect(first.statusCode).toBe(200);
  expect(first.body).toContain('<title>first day</title>');
  expect(first.headers['cache-control']).toBe('no-cache');
  // Its inline script is allowed by the page's policy, like the usual page's.
  expect(first.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(FIRST_DAY_SCRIPT).digest('base64')}'`);

  const service = await setUpSalon();
  expect((await page()).body).toContain('<title>dashboard</title>');

  // A step undone again (the only service switched off): the checklist is back, and so is its frame.
  expect((await api.putJson('/services', { ...service, active: false })).statusCode).toBe(200);
  expect((await page()).body).toContain('<title>first day</title>');
});

it('sends the usual dashboard when the salon cannot be read, rather than no page', async () => {
  await t.app.db.deleteFrom('contact').execute();
  const response = await page();
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<title>dashboard</title>');
});

it('keeps the first-day copy to `/`: other addresses get the app\'s page', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/admin/booking', headers: { accept: 'text/html' } });
  expect(response.body).toContain('<title>host</title>');
});
