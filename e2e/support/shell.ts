import type { Page } from '@playwright/test';

/** The parts of the host's shell every platform test leans on, found by role and name. */
export const shell = (page: Page) => ({
  logOut: page.getByRole('button', { name: /^log out$/i }),
  /** The contained failure of one remote: an alert panel with its own Retry button. */
  remoteError: page.getByRole('alert').filter({ hasText: /could not be loaded/i }),
  retry: page.getByRole('alert').getByRole('button', { name: /^retry$/i }),
});
