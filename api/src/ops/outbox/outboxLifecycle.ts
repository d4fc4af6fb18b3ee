import type { FastifyInstance } from 'fastify';
import { outsideHistoryScope } from '../../features/auth/history/historyScope';
import { createOutboxWorker } from './outboxWorker';

/**
 * Every instance runs the outbox worker from the moment the app is ready until it closes (before
 * the database goes, so a send under way is recorded), as `periodicJobs.ts` does for housekeeping.
 * `app.outbox.nudge()` wakes it after a booking change.
 */
export function runOutboxWorker(app: FastifyInstance): void {
  const worker = createOutboxWorker(app);
  // The worker's claims are not the booking request's change: its timer must not inherit the request's history scope.
  app.decorate('outbox', { nudge: () => outsideHistoryScope(() => worker.nudge()) });
  app.addHook('onReady', async () => {
    worker.start();
  });
  app.addHook('preClose', async () => {
    await worker.stop();
  });
}
