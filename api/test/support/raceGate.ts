import { Client } from 'pg';
import { POSTGRES_POOL_SIZE } from '../../src/db/createDatabase';
import { releaseTogether } from './releaseTogether';
import type { TestApp } from './testApp';

/** The tables a race test may hold (SQL names), spelled out because the name goes into the SQL. */
export type HeldTable = 'contact' | 'about_page' | 'employees' | 'gift_cards' | 'bookings' | 'users';

/** How many concurrent requests one race sends: enough to fill the pool twice over. */
export const RACERS = 20;

const WAIT_LIMIT_MS = 20_000;

/**
 * Sends `calls` at once and returns their answers in order. On PostgreSQL the race is made as hard
 * as it can be, and every run the same: `heldTable` is locked against writes (SHARE: reads and row
 * locks still pass) until as many requests as the pool has connections are stuck waiting on a lock,
 * each having read what it read; only then are all let go together. A guard that is not in the
 * database therefore lets them all through, every run. SQLite writes one at a time anyway, so there
 * the calls are only released together.
 */
export async function raceWithHeldTable<T>(testApp: TestApp, heldTable: HeldTable, calls: ReadonlyArray<() => Promise<T>>): Promise<T[]> {
  const database = testApp.app.config.database;
  if (database.dialect !== 'postgres') return releaseTogether(calls);

  const holder = new Client({ connectionString: database.url });
  // Its own connection: inside the holder's transaction pg_stat_activity would show one frozen snapshot.
  const watcher = new Client({ connectionString: database.url });
  await Promise.all([holder.connect(), watcher.connect()]);
  try {
    await holder.query('begin');
    await holder.query(`lock table ${heldTable} in share mode`);
    let settled = false;
    const running = releaseTogether(calls).finally(() => {
      settled = true;
    });
    try {
      await waitForLockWaiters(watcher, Math.min(calls.length, POSTGRES_POOL_SIZE), () => settled, heldTable);
    } finally {
      await holder.query('commit');
    }
    return await running;
  } finally {
    await Promise.all([holder.end(), watcher.end()]);
  }
}

async function waitForLockWaiters(watcher: Client, expected: number, finished: () => boolean, heldTable: HeldTable): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const { rows } = await watcher.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    const waiting = rows[0]?.waiting ?? 0;
    if (waiting >= expected) return;
    if (finished()) throw new Error(`The racing calls all finished while ${heldTable} was held: they never write it, so the race was not staged.`);
    if (Date.now() > deadline) {
      const activity = await watcher.query<{ line: string }>(
        `select concat_ws(' | ', state, wait_event_type, wait_event, left(query, 80)) as line from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const lines = activity.rows.map((row) => row.line).join('\n');
      throw new Error(`Only ${waiting} of ${expected} racing calls came to wait on ${heldTable} in ${WAIT_LIMIT_MS} ms. Connections:\n${lines}`);
    }
    // A short pause between looks leaves the two shared cores to the requests being waited for.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
