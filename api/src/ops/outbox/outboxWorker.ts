import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { currentRecipient } from '../../features/general/bookings/messages/bookingMessages';
import { claimDueMessages, settleMessage, type ClaimedMessage, type SendOutcome } from './outboxClaims';
import { createMailTransport, type MailTransport } from './mailTransport';

const HOUR_MS = 60 * 60 * 1000;

export const NOT_SENT_ANY_MORE = 'Not sent: the client withdrew consent, changed their e-mail address or was erased after it was queued.';

/** The wait before try `attempts + 1`: the base, doubled after each failed try, at most an hour. */
export function retryDelayMs(baseMs: number, attempts: number): number {
  return Math.min(HOUR_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** A short, readable reason: the SMTP server's answer when there is one. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Unknown error';
}

export interface OutboxWorker {
  /** Look for due messages now (a booking change just queued some) instead of at the next poll. */
  nudge(): void;
  /** One pass until nothing is due; what the loop runs. Exposed for tests. */
  drain(): Promise<number>;
  /** Starts the loop: a first pass at once, then every `pollEveryMs`. */
  start(): void;
  /** Ends the loop, waits for a pass under way and closes the SMTP connections. */
  stop(): Promise<void>;
}

/**
 * Sends the outbox. Every instance runs one; they never send the same message twice at once
 * because each message is claimed with a lease first (`outboxClaims.ts`). A message whose send
 * fails goes back to `queued` with a later `sendAfter` (exponential backoff) until `maxAttempts`,
 * then stays `failed` with its last error: never dropped.
 */
export function createOutboxWorker(app: FastifyInstance, transport: MailTransport = createMailTransport(app.config.mail, app.log)): OutboxWorker {
  const config = app.config.mail;
  const worker = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  let started = false;

  const sendOne = async (message: ClaimedMessage): Promise<void> => {
    let outcome: SendOutcome;
    if ((await currentRecipient(app.db, message.bookingId)) !== message.recipient) {
      // Consent withdrawn, address changed or client erased since it was queued: not sent, and the booking says why.
      await settleMessage(app.db, message, worker, { state: 'failed', error: NOT_SENT_ANY_MORE }, config.now());
      return;
    }
    try {
      outcome = (await transport.deliver(message)) === 'sent' ? { state: 'sent' } : { state: 'logged' };
    } catch (error) {
      const reason = reasonOf(error);
      const now = config.now();
      outcome =
        message.attempts >= config.maxAttempts
          ? { state: 'failed', error: reason }
          : { state: 'retry', error: reason, retryAt: now + retryDelayMs(config.retryBaseMs, message.attempts) };
      app.log.warn({ bookingMessage: message.id, attempts: message.attempts, err: error }, `booking e-mail ${message.id} not sent (${outcome.state}): ${reason}`);
    }
    await settleMessage(app.db, message, worker, outcome, config.now());
  };

  const drain = async (): Promise<number> => {
    let handled = 0;
    for (;;) {
      if (stopped) return handled;
      const claimed = await claimDueMessages(app.db, app.dialect, { worker, now: config.now(), leaseMs: config.leaseMs, limit: config.batchSize });
      for (const message of claimed) await sendOne(message);
      handled += claimed.length;
      if (claimed.length < config.batchSize) return handled;
    }
  };

  const schedule = (delayMs: number) => {
    if (stopped || !started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    timer.unref();
  };

  function run(): void {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => app.log.error({ err: error }, 'the e-mail outbox worker failed; it tries again at the next poll'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(config.pollEveryMs);
      });
  }

  return {
    nudge: () => schedule(0),
    drain,
    start: () => {
      started = true;
      schedule(0);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      transport.close();
    },
  };
}
