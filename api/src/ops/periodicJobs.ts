import type { FastifyInstance } from 'fastify';
import { runIfFree, type AdvisoryLock } from '../db/advisoryLocks';

/** Housekeeping every instance schedules, but only one at a time may run (see `runIfFree`). */
export interface PeriodicJob {
  /** Names the job in logs, and is the lock that keeps it to one instance at a time. */
  lock: AdvisoryLock;
  everyMs: number;
  run(): Promise<void>;
}

/** `skipped`: another instance was running the same job at that moment. */
export type JobOutcome = 'ran' | 'skipped' | 'failed';

export async function runJobOnce(app: FastifyInstance, job: PeriodicJob): Promise<JobOutcome> {
  try {
    const outcome = await runIfFree(app.db, app.dialect, job.lock, () => job.run());
    return outcome.ran ? 'ran' : 'skipped';
  } catch (error) {
    app.log.error({ err: error }, `the periodic job ${job.lock} failed`);
    return 'failed';
  }
}

/**
 * Runs each job once while the app gets ready (before it answers, as the sweep always did) and then
 * every `everyMs`, timed from the end of the previous run so a slow run never overlaps the next one.
 * The timers never keep the process alive, and a closing app waits for a run under way before its
 * database goes.
 */
export function schedulePeriodicJobs(app: FastifyInstance, jobs: PeriodicJob[]): void {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<JobOutcome>>();
  let closing = false;

  const runThenWait = async (job: PeriodicJob): Promise<void> => {
    const run = runJobOnce(app, job);
    running.add(run);
    await run;
    running.delete(run);
    if (closing) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void runThenWait(job);
    }, job.everyMs);
    timer.unref();
    timers.add(timer);
  };

  app.addHook('onReady', async () => {
    await Promise.all(jobs.map(runThenWait));
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(running);
  });
}
