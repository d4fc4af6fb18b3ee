import { sql, type Transaction } from 'kysely';
import type { Database } from '../../src/db/schema';
import { BUSY_MESSAGE, WRITE_ATTEMPTS, writeTransaction } from '../../src/db/writeTransaction';
import { HttpError } from '../../src/http/httpErrors';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Ends the transaction the way PostgreSQL ends a deadlock loser. On PostgreSQL the server itself
 * raises the error, so the test sees the driver's real error object; SQLite has no such error, so
 * there it is thrown in the same shape.
 */
async function abortWith(trx: Transaction<Database>, code: '40P01' | '40001'): Promise<never> {
  if (t.app.dialect === 'postgres') {
    await sql.raw(`do $$ begin raise exception 'test abort' using errcode = '${code}'; end $$`).execute(trx);
  }
  throw Object.assign(new Error('test abort'), { code });
}

/** One row per run; only the run that commits may leave it behind. */
async function recordRun(trx: Transaction<Database>, label: string, run: number): Promise<void> {
  await trx.insertInto('revokedTokens').values({ jti: `${label}-${run}`, expiresAt: '2999-01-01T00:00:00.000Z', revokedAt: '2000-01-01T00:00:00.000Z' }).execute();
}

const storedRuns = async (label: string) =>
  (await t.app.db.selectFrom('revokedTokens').select('jti').where('jti', 'like', `${label}-%`).orderBy('jti').execute()).map((row) => row.jti);

describe('writeTransaction', () => {
  it('runs a transaction aborted twice as a deadlock a third time, keeping only the third run', async () => {
    let runs = 0;
    const result = await writeTransaction(t.app.db, async (trx) => {
      runs += 1;
      await recordRun(trx, 'deadlock', runs);
      if (runs <= 2) await abortWith(trx, '40P01');
      return 'saved';
    });

    expect(result).toBe('saved');
    expect(runs).toBe(3);
    expect(await storedRuns('deadlock')).toEqual(['deadlock-3']);
  });

  it('retries a serialization failure too', async () => {
    let runs = 0;
    await writeTransaction(t.app.db, async (trx) => {
      runs += 1;
      await recordRun(trx, 'serial', runs);
      if (runs === 1) await abortWith(trx, '40001');
    });

    expect(runs).toBe(2);
    expect(await storedRuns('serial')).toEqual(['serial-2']);
  });

  it(`gives up after ${WRITE_ATTEMPTS} aborted runs with a 409 that says to try again, and keeps nothing`, async () => {
    let runs = 0;
    const outcome = writeTransaction(t.app.db, async (trx) => {
      runs += 1;
      await recordRun(trx, 'always', runs);
      return abortWith(trx, '40P01');
    });

    await expect(outcome).rejects.toThrow(HttpError);
    await expect(outcome).rejects.toMatchObject({ statusCode: 409, message: BUSY_MESSAGE });
    expect(BUSY_MESSAGE).toMatch(/^[A-Z].*try again\.$/);
    expect(runs).toBe(WRITE_ATTEMPTS);
    expect(await storedRuns('always')).toEqual([]);
  });

  it('does not retry any other error: it reaches the caller unchanged after one run', async () => {
    let runs = 0;
    const refusal = new HttpError(409, 'A refusal of the request itself.');
    const outcome = writeTransaction(t.app.db, async (trx) => {
      runs += 1;
      await recordRun(trx, 'refused', runs);
      throw refusal;
    });

    await expect(outcome).rejects.toBe(refusal);
    expect(runs).toBe(1);
    expect(await storedRuns('refused')).toEqual([]);
  });
});
