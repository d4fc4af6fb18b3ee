import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAILBOX_DIR_VARIABLE, SMTP_URL_VARIABLE, startTestMailbox } from './testMailbox';

/**
 * Playwright global setup: one test SMTP server for the run. The workers inherit the two variables:
 * every API server they start sends its booking e-mails there (adminServer.ts), and specs read what
 * arrived from the folder (`mailTo`). The returned function is the teardown.
 */
export default async function mailboxSetup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'non-e2e-mailbox-'));
  const mailbox = await startTestMailbox(folder);
  process.env[MAILBOX_DIR_VARIABLE] = folder;
  process.env[SMTP_URL_VARIABLE] = mailbox.url;
  return async () => {
    await mailbox.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
