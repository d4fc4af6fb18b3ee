import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as it arrived: envelope, headers we check and the decoded plain-text and HTML source. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The whole message with quoted-printable undone and headers unfolded: what the tests read. */
  text: string;
  /** The outbox row id the API put in `X-Booking-Message-Id`. */
  messageId: number;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  received: ReceivedMail[];
  /** Every DATA the server was offered, accepted or refused. */
  attempts: number;
  /** While set, every message is refused at the end of DATA with this reply (a 4xx or 5xx). */
  refuseWith: { code: number; message: string } | null;
  stop(): Promise<void>;
}

/** Undoes quoted-printable soft breaks and =XX escapes, and unfolds headers: enough to read what nodemailer wrote. */
export function readableMail(raw: string): string {
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  return Buffer.from(
    unfolded.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

const headerOf = (text: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(text)?.[1]?.trim() ?? '';

/** A real SMTP server in the test process, on a free port: no STARTTLS, no sign-in, messages kept in memory. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    attempts: 0,
    refuseWith: null,
    stop: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.attempts += 1;
        if (state.refuseWith) {
          const error = Object.assign(new Error(state.refuseWith.message), { responseCode: state.refuseWith.code });
          callback(error);
          return;
        }
        const text = readableMail(Buffer.concat(chunks).toString('latin1'));
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: headerOf(text, 'Subject'),
          text,
          messageId: Number(headerOf(text, 'X-Booking-Message-Id')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
