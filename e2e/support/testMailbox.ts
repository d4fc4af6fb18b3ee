import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One message the test SMTP server received, as stored in the mailbox folder. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The message with quoted-printable undone and headers unfolded: what a spec reads. */
  text: string;
  receivedAt: string;
}

/** Where global setup tells the specs (and the API servers the workers start) the mailbox is. */
export const MAILBOX_DIR_VARIABLE = 'E2E_MAILBOX_DIR';
export const SMTP_URL_VARIABLE = 'E2E_SMTP_URL';

function readableMail(raw: string): string {
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  const decoded = unfolded.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(decoded, 'latin1').toString('utf8');
}

/**
 * A real SMTP server for the whole run, on a free port: every message it receives is written as a
 * JSON file in `folder`, which the specs (other processes) read. No STARTTLS and no sign-in.
 */
export async function startTestMailbox(folder: string): Promise<{ url: string; stop(): Promise<void> }> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = readableMail(Buffer.concat(chunks).toString('latin1'));
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: /^Subject: (.*)$/im.exec(text)?.[1]?.trim() ?? '',
          text,
          receivedAt: new Date().toISOString(),
        };
        count += 1;
        writeFileSync(path.join(folder, `${Date.now()}-${String(count).padStart(5, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Every message received so far for `recipient`, oldest first. */
export function mailTo(recipient: string): ReceivedMail[] {
  const folder = process.env[MAILBOX_DIR_VARIABLE];
  if (!folder) throw new Error(`${MAILBOX_DIR_VARIABLE} is not set: the e2e global setup starts the test mailbox (e2e/support/mailboxSetup.ts).`);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(recipient));
}
