import { test as base, expect, type ConsoleMessage } from '@playwright/test';
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

/** Chromium logs every 4xx/5xx response as a console error; tests that provoke one allow it by status. */
export const failedResponse = (status: number): RegExp => new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);

/** What a test may declare about the errors its page reports. */
export interface ConsoleErrorGuard {
  /** A console error or uncaught error this test provokes on purpose (a refused sign-in's 401, a failing remote). */
  allow(pattern: RegExp): void;
}

interface TestFixtures {
  /** Fails the test on any uncaught page error or console error it did not `allow`. */
  consoleErrors: ConsoleErrorGuard;
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
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const reported: string[] = [];
      const onConsole = (message: ConsoleMessage): void => {
        if (message.type() === 'error') reported.push(`console error: ${message.text()} [${message.location().url}]`);
      };
      const onPageError = (error: Error): void => {
        reported.push(`uncaught error: ${error.message}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use({ allow: (pattern) => allowed.push(pattern) });
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      const unexpected = reported.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      if (unexpected.length > 0) {
        throw new Error(`The page reported ${unexpected.length} error(s) this test did not expect:\n${unexpected.join('\n')}`);
      }
    },
    { auto: true },
  ],
  freshAdmin: async ({ adminServer }, use) => {
    await use(await createAdmin(adminServer, { username: uniqueUsername('admin'), password: uniquePassword(), withOtp: false }));
  },
  adminToken: async ({ adminServer, request }, use) => {
    await use(await signInByApi(request, adminServer.baseUrl, adminServer.admin));
  },
});

export { expect };
