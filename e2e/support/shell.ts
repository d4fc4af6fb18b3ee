import type { Page } from '@playwright/test';

/** The parts of the host's shell every platform test leans on, found by role and name. */
export const shell = (page: Page) => ({
  logOut: page.getByRole('button', { name: /^log out$/i }),
  retry: page.getByRole('button', { name: /^retry$/i }),
  remoteError: page.getByRole('alert'),
});
