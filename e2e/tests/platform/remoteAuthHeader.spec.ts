import type { Request } from '@playwright/test';
import { createGalleryGroup, createServiceGroup, fetchToken } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import { navigateInApp } from '../../support/navigation';
import type { RemoteName } from '../../support/paths';
import { SECTIONS } from '../../support/sections';
import { shell } from '../../support/shell';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';
import { watchNetwork } from '../../support/quietNetwork';

const pathOf = (request: Request): string => new URL(request.url()).pathname;

test.describe('requests issued from inside each remote carry the JWT header', () => {
  const visits = new Map<RemoteName, string>();

  test.beforeAll(async ({ adminServer }) => {
    // A group page gives the catalogue sections something of their own to load.
    const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
    visits.set('services', `/admin/parent-service/${await createServiceGroup(adminServer.baseUrl, token, uniqueUsername('Hands'))}`);
    visits.set('galleries', `/admin/parent-gallery/${await createGalleryGroup(adminServer.baseUrl, token, uniqueUsername('Spring'))}`);
    visits.set('general', SECTIONS.general.path);
  });

  for (const remote of ['services', 'galleries', 'general'] as const) {
    test(`the ${remote} section`, async ({ page, adminToken }) => {
      const section = SECTIONS[remote];
      const visitPath = visits.get(remote) ?? section.path;
      const apiRequests: Request[] = [];
      page.on('request', (request) => {
        if (pathOf(request).startsWith('/api/v1/')) apiRequests.push(request);
      });
      const belongsToSection = (request: Request): boolean => {
        const url = new URL(request.url());
        return section.ownsApiPath(url.pathname, url.search);
      };

      // First the shell alone (dashboard and menu): any path it calls cannot be credited to the remote.
      const network = watchNetwork(page);
      await presetToken(page, adminToken);
      await page.goto('/');
      await expect(shell(page).logOut).toBeVisible();
      await network.quiet();
      const shellPaths = new Set(apiRequests.map(pathOf));
      const shellRequestCount = apiRequests.length;

      await navigateInApp(page, visitPath);
      const sectionRequests = (): Request[] =>
        apiRequests.slice(shellRequestCount).filter((request) => belongsToSection(request) && !shellPaths.has(pathOf(request)));
      await expect
        .poll(() => sectionRequests().map((request) => request.url()), { message: `an API call of the ${remote} section's own` })
        .not.toHaveLength(0);

      for (const request of apiRequests) {
        const headers = await request.allHeaders();
        expect(headers.authorization, `${request.method()} ${request.url()}`).toBe(`JWT ${adminToken}`);
      }
    });
  }
});
