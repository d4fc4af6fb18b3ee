import { test as base, expect } from '@playwright/test';
import { createAdmin, type CreatedAdmin } from './adminCli';
import { startAdminServer, type AdminServer } from './adminServer';
import { assertAppsBuilt } from './buildCheck';
import { signInByApi } from './signIn';
import { uniquePassword, uniqueUsername } from './uniqueName';

interface WorkerFixtures {
  /** Extra environment for this worker's server, e.g. `test.use({ adminServerEnv: { TOKEN_TTL_SECONDS: '3' } })`. */
  adminServerEnv: Record<string, string>;
  /** The built admin at one URL, started once per worker with its own port and data folder. */
  adminServer: AdminServer;
}

interface TestFixtures {
  /** A fresh administrator without one-time codes, created through the CLI, for tests that change its session. */
  freshAdmin: CreatedAdmin;
  /** A token of the server's first administrator, obtained through the API. */
  adminToken: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminServerEnv: [{}, { scope: 'worker', option: true }],
  adminServer: [
    async ({ adminServerEnv }, use) => {
      assertAppsBuilt();
      const server = await startAdminServer({ env: adminServerEnv });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ adminServer }, use) => {
    await use(adminServer.baseUrl);
  },
  freshAdmin: async ({ adminServer }, use) => {
    await use(await createAdmin(adminServer, { username: uniqueUsername('admin'), password: uniquePassword(), withOtp: false }));
  },
  adminToken: async ({ adminServer, request }, use) => {
    await use(await signInByApi(request, adminServer.baseUrl, adminServer.admin));
  },
});

export { expect };
