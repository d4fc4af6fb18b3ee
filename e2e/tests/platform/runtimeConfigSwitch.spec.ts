import { readFileSync } from 'node:fs';
import path from 'node:path';
import { alternateBuildOf } from '../../support/alternateBuild';
import { loadedRemoteInfo } from '../../support/federationInfo';
import { expect, test } from '../../support/fixtures';
import { SECTIONS } from '../../support/sections';
import { navigateInApp } from '../../support/navigation';
import { presetToken } from '../../support/signIn';
import { serveFolder, type StaticServer } from '../../support/staticServer';

test.describe('the runtime remotes config', () => {
  let cdn: StaticServer | null = null;

  test.afterEach(async ({ adminServer }) => {
    adminServer.resetRemotesConfig();
    await cdn?.close();
    cdn = null;
  });

  test('pointing remotes.json at another build of a remote switches the host to it, with no host rebuild', async ({ page, adminServer, adminToken }) => {
    // A webpack build on a loaded 2-core machine (reused while the remote's sources are unchanged).
    test.setTimeout(600_000);
    const build = await alternateBuildOf('services');
    const { label } = build;
    const manifest = JSON.parse(readFileSync(path.join(build.folder, 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
    expect(manifest.metaData.buildInfo.buildVersion).toBe(label);
    cdn = await serveFolder(build.folder);

    const servicesCodeFrom = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js') && (url.origin === cdn?.url || url.pathname.startsWith('/remotes/services/'))) {
        servicesCodeFrom.add(url.origin);
      }
    });
    await presetToken(page, adminToken);

    // Before: the services section comes from the admin's own /remotes/services/.
    await page.goto(SECTIONS.services.path);
    await expect(SECTIONS.services.content(page)).toBeVisible();
    expect([...servicesCodeFrom]).toEqual([adminServer.baseUrl]);
    expect((await loadedRemoteInfo(page, 'services')).map((info) => info.buildVersion)).not.toContain(label);

    // The operator edits the runtime config; the host files stay exactly as they are. The file names
    // only the section deployed elsewhere: the others keep the builds the server ships.
    adminServer.writeRemotesConfig({ services: `${cdn.url}/mf-manifest.json` });
    servicesCodeFrom.clear();
    await page.reload();

    await expect(SECTIONS.services.content(page)).toBeVisible();
    expect([...servicesCodeFrom]).toEqual([cdn.url]);
    expect(cdn.requestedPaths).toContain('/mf-manifest.json');
    expect(cdn.requestedPaths).toContain('/remoteEntry.js');
    expect((await loadedRemoteInfo(page, 'services')).map((info) => info.buildVersion)).toContain(label);

    await navigateInApp(page, SECTIONS.galleries.path);
    await expect(SECTIONS.galleries.content(page)).toBeVisible();
  });
});
