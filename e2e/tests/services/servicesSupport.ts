import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { revealMenuLink } from '../../support/menu';
import { REPO_ROOT } from '../../support/paths';

/**
 * Where the services section's screenshots go, to be looked at after a run (git-ignored).
 * `SERVICES_SCREENSHOTS_DIR` moves them out of test-results/, which every Playwright run empties.
 */
export const SERVICES_SCREENSHOTS = process.env.SERVICES_SCREENSHOTS_DIR ?? path.join(REPO_ROOT, 'e2e', 'test-results', 'services-screenshots');

/** A full page for pages, the viewport for dialogs (a modal's mask covers only the viewport). */
export async function saveServicesScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: path.join(SERVICES_SCREENSHOTS, `${name}.png`), fullPage });
}

/**
 * The first load of a page pulls the host, the remote and their shared chunks; on the shared 2-core
 * machine under load that took up to 40 s, so the first wait after a navigation gets more time.
 */
export const FIRST_LOAD = { timeout: 60_000 } as const;

export const groupPath = (id: number): string => `/admin/parent-service/${id}`;
export const ADD_GROUP_PATH = '/admin/parent-service/add';

export const groupMenuLink = (page: Page, name: string) => revealMenuLink(page, { label: name, submenu: 'Parent Services' });

/** The services table's data rows (the header row has column headers, not cells). */
export const serviceRows = (page: Page) => page.getByRole('table', { name: 'Services' }).locator('tbody tr');

export async function expectPageReport(page: Page, text: string): Promise<void> {
  await expect(page.locator('.p-paginator-current')).toHaveText(text);
}

interface Envelope<T> {
  data: T;
}

async function call<T>(baseUrl: string, token: string, method: string, apiPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${apiPath}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as Envelope<T>).data;
}

export interface SeedService {
  name: string;
  durationMinutes: number;
  priceType: 'fixed' | 'from' | 'free';
  price: number | null;
  displayOrder: number;
}

/** `count` services through the real API (for speed; the UI path is tested separately). */
export async function seedServices(baseUrl: string, token: string, parentId: number, count: number, prefix = 'Service'): Promise<SeedService[]> {
  const seeded: SeedService[] = [];
  for (let index = 1; index <= count; index += 1) {
    const service: SeedService = {
      name: `${prefix} ${String(index).padStart(2, '0')}`,
      durationMinutes: 15 + index * 5,
      priceType: index % 5 === 0 ? 'free' : index % 3 === 0 ? 'from' : 'fixed',
      price: index % 5 === 0 ? null : 20 + index + 0.5,
      displayOrder: index,
    };
    await call(baseUrl, token, 'POST', '/services', { parentId, ...service });
    seeded.push(service);
  }
  return seeded;
}

export async function getGroup(baseUrl: string, token: string, id: number): Promise<{ id: number; name: string; version: number; serviceCount: number }> {
  return call(baseUrl, token, 'GET', `/services-parent/detail?id=${id}`);
}
