import type { Request } from '@playwright/test';
import { createGalleryGroup, createServiceGroup, fetchToken } from '../../support/catalogSeed';
import { expect, test } from '../../support/fixtures';
import type { RemoteName } from '../../support/paths';
import { SECTIONS } from '../../support/sections';
import { presetToken } from '../../support/signIn';
import { uniqueUsername } from '../../support/uniqueName';

interface Visit {
  remote: RemoteName;
  path: string;
}

test.describe('requests issued from inside each remote carry the JWT header', () => {
  let visits: Visit[] = [];

  test.beforeAll(async ({ adminServer }) => {
    // Sections only call the API when they have something to show: give them a group each.
    const token = await fetchToken(adminServer.baseUrl, adminServer.admin);
    const serviceGroupId = await createServiceGroup(adminServer.baseUrl, token, uniqueUsername('Hands'));
    const galleryGroupId = await createGalleryGroup(adminServer.baseUrl, token, uniqueUsername('Spring'));
    visits = [
      { remote: 'services', path: `/admin/parent-service/${serviceGroupId}` },
      { remote: 'galleries', path: `/admin/parent-gallery/${galleryGroupId}` },
      { remote: 'general', path: SECTIONS.general.path },
    ];
  });

  for (const remote of ['services', 'galleries', 'general'] as const) {
    test(`the ${remote} section`, async ({ page, adminToken }) => {
      const visit = visits.find((candidate) => candidate.remote === remote);
      if (!visit) throw new Error(`no visit planned for ${remote}`);
      const section = SECTIONS[remote];
      const apiRequests: Request[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/v1/')) apiRequests.push(request);
      });
      const ownRequests = (): Request[] =>
        apiRequests.filter((request) => {
          const url = new URL(request.url());
          return section.ownsApiPath(url.pathname, url.search);
        });

      await presetToken(page, adminToken);
      await page.goto(visit.path);

      await expect
        .poll(() => ownRequests().map((request) => request.url()), { message: `an API call that belongs to the ${remote} section` })
        .not.toHaveLength(0);
      for (const request of ownRequests()) {
        const headers = await request.allHeaders();
        expect(headers.authorization, request.url()).toBe(`JWT ${adminToken}`);
      }
      // And nothing anywhere on the page went to the API without it.
      for (const request of apiRequests) {
        const headers = await request.allHeaders();
        expect(headers.authorization, request.url()).toBe(`JWT ${adminToken}`);
      }
    });
  }
});
