import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAdministrator } from '../../src/features/auth/administrators';
import { purgeExpiredRows } from '../../src/ops/expiredRowPurge';
import { runJobOnce, type JobOutcome, type PeriodicJob } from '../../src/ops/periodicJobs';
import { orphanPictureSweepJob } from '../../src/storage/orphanImageSweep';
import { getMe, postJson } from '../support/authRequests';
import { releaseTogether } from '../support/releaseTogether';
import { TEST_ADMIN } from '../support/testApp';
import { startTwoInstances, type TwoInstances } from '../support/twoInstances';

/** Two instances on one PostgreSQL database, in one process: what they must share. */
let instances: TwoInstances;
const REQUESTS_PER_MINUTE = 20;

beforeAll(async () => {
  instances = await startTwoInstances({ requestsPerMinute: REQUESTS_PER_MINUTE });
  await createAdministrator(instances.a.db, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => {
  await instances.close();
});

/**
 * A public call from a client address of its own (a fresh allowance per test). Public, because on a
 * protected route the token check answers 401 before the limit counts; an empty sign-in is refused
 * with 400 by validation, before any password or sign-in counter is touched.
 */
const fromAddress = (address: string) => (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/v1/users/login', payload: '{}', headers: { 'content-type': 'application/json' }, remoteAddress: address });

describe('the signing key without JWT_SECRET', () => {
  it('is one key, kept in the database, so a token from one instance works on the other', async () => {
    const signedIn = await postJson(instances.a, '/users/login', TEST_ADMIN, {});
    expect(signedIn.statusCode).toBe(200);
    const token: string = signedIn.json().data.token;
    expect((await getMe(instances.b, { authorization: `JWT ${token}` })).statusCode).toBe(200);
    expect(Buffer.from(instances.b.jwtSecret).equals(Buffer.from(instances.a.jwtSecret))).toBe(true);
    for (const app of [instances.a, instances.b]) expect(existsSync(path.join(app.config.dataDir, 'jwt-secret'))).toBe(false);
  });
});

describe('the request limit', () => {
  it(`lets through ${REQUESTS_PER_MINUTE} of twice as many concurrent requests split over both instances`, async () => {
    const request = fromAddress('198.51.100.7');
    const answers = await releaseTogether(Array.from({ length: 2 * REQUESTS_PER_MINUTE }, (_, index) => () => request(index % 2 === 0 ? instances.a : instances.b)));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(REQUESTS_PER_MINUTE);
    expect(refused[0]?.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds?\.$/);
  });

  it('counts every client address on its own', async () => {
    expect((await fromAddress('198.51.100.8')(instances.b)).statusCode).toBe(400);
  });

  it('has its finished counters deleted by the purge, and its running ones kept', async () => {
    const now = Date.now();
    await instances.a.db
      .insertInto('requestCounts')
      .values([
        { key: 'requests:192.0.2.1', points: 3, expire: now - 1 },
        { key: 'requests:192.0.2.2', points: 3, expire: now + 60_000 },
      ])
      .execute();
    await purgeExpiredRows(instances.b, now);
    const keys = await instances.a.db.selectFrom('requestCounts').select('key').where('key', 'like', 'requests:192.0.2.%').execute();
    expect(keys.map((row) => row.key)).toEqual(['requests:192.0.2.2']);
  });
});

describe('periodic work', () => {
  /** Runs the job once it gets its lock: the instances' own start-up runs may hold it for a moment. */
  async function runWhenFree(app: FastifyInstance, job: PeriodicJob): Promise<JobOutcome> {
    for (;;) {
      const outcome = await runJobOnce(app, job);
      if (outcome !== 'skipped') return outcome;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  function oldUnusedPicture(app: FastifyInstance): string {
    const folder = path.join(app.config.uploadsDir, 'images');
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `${randomUUID()}.webp`);
    writeFileSync(file, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(file, twoHoursAgo, twoHoursAgo);
    return file;
  }

  it('runs the picture sweep on one instance at a time: the other skips it while it runs', async () => {
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const sweepOnA = orphanPictureSweepJob(instances.a);
    const heldOnA = runWhenFree(instances.a, {
      ...sweepOnA,
      run: async () => {
        await sweepOnA.run();
        entered();
        await released;
      },
    });
    await inside;

    const leftForB = oldUnusedPicture(instances.b);
    expect(await runJobOnce(instances.b, orphanPictureSweepJob(instances.b))).toBe('skipped');
    expect(existsSync(leftForB)).toBe(true);
    // Another job has its own lock: the purge is not held up by the sweep.
    expect(await runWhenFree(instances.b, { lock: 'expiredRowPurge', everyMs: 1, run: () => purgeExpiredRows(instances.b) })).toBe('ran');

    release();
    expect(await heldOnA).toBe('ran');
    expect(await runWhenFree(instances.b, orphanPictureSweepJob(instances.b))).toBe('ran');
    expect(existsSync(leftForB)).toBe(false);
  });
});
