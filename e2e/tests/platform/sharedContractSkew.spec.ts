import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_REMOTES_CONFIG } from '../../support/adminServer';
import { alternateBuildOf } from '../../support/alternateBuild';
import { expect, test } from '../../support/fixtures';
import { navigateInApp } from '../../support/navigation';
import { REPO_ROOT } from '../../support/paths';
import { SECTIONS } from '../../support/sections';
import { presetToken } from '../../support/signIn';
import { serveFolder, type StaticServer } from '../../support/staticServer';

interface Manifest {
  shared: Array<{ name: string; requiredVersion?: string }>;
}

const contract = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared', 'contract.json'), 'utf8')) as { versions: Array<{ version: string }> };
const RUNNING = contract.versions.at(-1)?.version ?? 'missing';
const majorOf = (version: string) => version.split('.')[0];
const NEXT_MAJOR = `${Number(majorOf(RUNNING)) + 1}.0.0`;
/**
 * A remote built against an older minor of the running major must load (`^2.0.0` accepts 2.1.0).
 * Right after a major bump there is no older minor yet; then the same version stands in.
 */
const COMPATIBLE = contract.versions.map(({ version }) => version).find((version) => majorOf(version) === majorOf(RUNNING) && version !== RUNNING) ?? RUNNING;

function sharedRangeOf(folder: string): string | undefined {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as Manifest;
  return manifest.shared.find((entry) => entry.name === '@nail-or-never/shared')?.requiredVersion;
}

const sharedEvaluations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (globalThis as { __nailOrNeverShared?: { evaluations: number } }).__nailOrNeverShared?.evaluations ?? 0);

test.describe('a remote built for another @nail-or-never/shared contract', () => {
  let cdn: StaticServer | null = null;

  test.afterEach(async ({ adminServer }) => {
    adminServer.resetRemotesConfig();
    await cdn?.close();
    cdn = null;
  });

  test('an incompatible major is refused with a panel naming both versions; the shell and the other sections keep working', async ({
    page,
    adminServer,
    adminToken,
    consoleErrors,
  }) => {
    test.setTimeout(600_000);
    const build = await alternateBuildOf('services', { sharedContractVersion: NEXT_MAJOR });
    expect(sharedRangeOf(build.folder)).toBe(`^${NEXT_MAJOR}`);
    cdn = await serveFolder(build.folder);
    adminServer.writeRemotesConfig({ ...DEFAULT_REMOTES_CONFIG, services: `${cdn.url}/mf-manifest.json` });
    // The refusal is logged by the federation runtime and by the section's error boundary.
    consoleErrors.allow(/shared singleton module @nail-or-never\/shared|section failed|was built for @nail-or-never\/shared/);

    await presetToken(page, adminToken);
    await page.goto(SECTIONS.services.path);

    const panel = page.getByRole('alert').filter({ hasText: 'This section needs another version of the admin' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('definition')).toHaveText(['services', `@nail-or-never/shared ^${NEXT_MAJOR}`, `@nail-or-never/shared ${RUNNING}`]);
    await expect(SECTIONS.services.content(page)).toHaveCount(0);
    expect(cdn.requestedPaths).toContain('/mf-manifest.json');

    // The shell and another section still work, on the one instance of shared.
    await navigateInApp(page, SECTIONS.galleries.path);
    await expect(SECTIONS.galleries.content(page)).toBeVisible();
    expect(await sharedEvaluations(page)).toBe(1);
  });

  test(`a build for an older compatible minor (${COMPATIBLE} on ${RUNNING}) loads through REMOTES_CONFIG`, async ({ page, adminServer, adminToken }) => {
    test.setTimeout(600_000);
    const build = await alternateBuildOf('services', { sharedContractVersion: COMPATIBLE });
    expect(sharedRangeOf(build.folder)).toBe(`^${COMPATIBLE}`);
    cdn = await serveFolder(build.folder);
    adminServer.writeRemotesConfig({ ...DEFAULT_REMOTES_CONFIG, services: `${cdn.url}/mf-manifest.json` });

    await presetToken(page, adminToken);
    await page.goto(SECTIONS.services.path);
    await expect(SECTIONS.services.content(page)).toBeVisible();
    expect(cdn.requestedPaths).toContain('/remoteEntry.js');
    expect(await sharedEvaluations(page)).toBe(1);
  });
});
