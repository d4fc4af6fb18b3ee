import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config';
import type { ClaimedMessage } from './outboxClaims';

/** Hands one message on: to the SMTP server, or to the log when there is none. */
export interface MailTransport {
  /** `sent`: the server accepted it; `logged`: written to the log (no SMTP_URL). Throws when the server refused. */
  deliver(message: ClaimedMessage): Promise<'sent' | 'logged'>;
  close(): void;
}

/** Short enough that a hung server fails the try well inside the lease, so the message is retried, not taken over twice. */
const SMTP_TIMEOUT_MS = 30_000;

function senderAddress(config: MailConfig, message: ClaimedMessage): string {
  return config.from ?? (message.replyTo !== '' ? message.replyTo : 'no-reply@localhost');
}

export function createMailTransport(config: MailConfig, log: FastifyBaseLogger): MailTransport {
  if (config.smtpUrl === null) {
    return {
      deliver: async (message) => {
        // Never lost: with no mail server the whole message is in the log, for someone to send by hand.
        log.info(
          { bookingMessage: { id: message.id, bookingId: message.bookingId, kind: message.kind, to: message.recipient, subject: message.subject, text: message.bodyText } },
          `SMTP_URL is not set: booking e-mail ${message.id} (${message.kind}) written to the log instead of sent`,
        );
        return 'logged';
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    deliver: async (message) => {
      await transport.sendMail({
        from: { name: message.fromName, address: senderAddress(config, message) },
        ...(message.replyTo !== '' ? { replyTo: message.replyTo } : {}),
        to: message.recipient,
        subject: message.subject,
        text: message.bodyText,
        html: message.bodyHtml,
        // Names the outbox row, so a message can be traced (and a duplicate spotted) at the receiving end.
        headers: { 'X-Booking-Message-Id': String(message.id) },
      });
      return 'sent';
    },
    close: () => transport.close(),
  };
}
