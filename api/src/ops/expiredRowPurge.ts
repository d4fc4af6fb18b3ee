import type { FastifyInstance } from 'fastify';
import { purgeOldLiveEvents } from '../db/liveEventLog';
import { purgeOldBookingChanges } from '../features/general/bookings/calendar/bookingChanges';
import { purgeExpiredAuthRecords } from '../features/auth/revokedTokens';
import type { PeriodicJob } from './periodicJobs';

/**
 * Deletes rows nothing reads any more: revocations of tokens that have expired anyway, failed
 * sign-in windows that have ended, live events older than any reconnecting client may ask for,
 * the notes of which bookings old revisions changed (a kept calendar answer older than them is made
 * again whole) and, on PostgreSQL, request counters whose minute is over.
 */
export async function purgeExpiredRows(app: FastifyInstance, now = Date.now()): Promise<void> {
  await purgeExpiredAuthRecords(app.db, new Date(now).toISOString());
  await purgeOldLiveEvents(app.db);
  await purgeOldBookingChanges(app.db);
  if (app.dialect === 'postgres') await app.db.deleteFrom('requestCounts').where('expire', '<', now).execute();
}

export const expiredRowPurgeJob = (app: FastifyInstance): PeriodicJob => ({
  lock: 'expiredRowPurge',
  everyMs: app.config.periodicWork.expiredRowPurgeEveryMs,
  run: () => purgeExpiredRows(app),
});
