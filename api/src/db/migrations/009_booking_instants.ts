import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../createDatabase';
import type { VersionedMigration } from './index';

const TIMED_TABLES = ['bookings', 'booking_items'] as const;
const TIME_COLUMNS = ['starts_at', 'ends_at'] as const;

/** The indexes of 007 that name a time column: a column cannot be dropped while indexed. */
async function dropTimeIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_starts').execute();
  await db.schema.dropIndex('booking_items_employee_time').execute();
}

async function createTimeIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('bookings_starts').on('bookings').columns(['starts_at', 'id']).execute();
  await db.schema.createIndex('booking_items_employee_time').on('booking_items').columns(['employee_id', 'starts_at']).execute();
}

interface Conversion {
  type: 'bigint' | 'text';
  convert(value: unknown, where: string): number | string;
}

/**
 * Rewrites every time column of both tables through `convert`: a new column beside the old one,
 * filled row by row, then swapped in under the old name. Row by row because the conversion is
 * JavaScript's own Date parsing and printing, the same on both databases and for every row the
 * API ever wrote (years past 9999 included). PostgreSQL runs it in the migrator's transaction. SQLite cannot add NOT NULL to an existing column
 * without a default, and a default instant would be a made-up time, so there the column stays
 * nullable and the API's types keep it filled; PostgreSQL gets NOT NULL after the fill.
 */
async function convertTimes(db: Kysely<unknown>, dialect: SqlDialect, conversion: Conversion): Promise<void> {
  if (dialect === 'postgres') return rewriteTimes(db, dialect, conversion);
  // The migrator runs SQLite migrations outside a transaction; a savepoint makes this one all or
  // nothing, and spares a disk sync per updated row.
  await sql`savepoint booking_instants`.execute(db);
  try {
    await rewriteTimes(db, dialect, conversion);
  } catch (error) {
    await sql`rollback to booking_instants`.execute(db);
    throw error;
  } finally {
    await sql`release booking_instants`.execute(db);
  }
}

async function rewriteTimes(db: Kysely<unknown>, dialect: SqlDialect, conversion: Conversion): Promise<void> {
  await dropTimeIndexes(db);
  for (const table of TIMED_TABLES) {
    for (const column of TIME_COLUMNS) {
      const next = `${column}_next`;
      await db.schema.alterTable(table).addColumn(next, conversion.type).execute();
      const rows = await sql<{ id: number; value: unknown }>`select id, ${sql.ref(column)} as value from ${sql.table(table)}`.execute(db);
      for (const row of rows.rows) {
        const value = conversion.convert(row.value, `${table}.${column} of row ${row.id}`);
        await sql`update ${sql.table(table)} set ${sql.ref(next)} = ${value} where id = ${row.id}`.execute(db);
      }
      await db.schema.alterTable(table).dropColumn(column).execute();
      await db.schema.alterTable(table).renameColumn(next, column).execute();
      if (dialect === 'postgres') await db.schema.alterTable(table).alterColumn(column, (col) => col.setNotNull()).execute();
    }
  }
  await createTimeIndexes(db);
}

const toEpochMs: Conversion = {
  type: 'bigint',
  convert(value, where) {
    const epochMs = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    // Stops the migration (PostgreSQL rolls it back) rather than store a guessed time.
    if (!Number.isFinite(epochMs)) throw new Error(`${where} is not an ISO time: ${String(value)}`);
    return epochMs;
  },
};

const toIsoText: Conversion = {
  type: 'text',
  convert(value, where) {
    const epochMs = Number(value);
    if (value === null || !Number.isFinite(epochMs)) throw new Error(`${where} is not a time in milliseconds: ${String(value)}`);
    return new Date(epochMs).toISOString();
  },
};

/**
 * Booking times become UTC epoch milliseconds (bigint). As ISO text they were compared as text,
 * which orders times only while years have four digits: `+010000-…` sorted before `9999-…` and
 * let one slot be booked twice. Down turns them back into the same ISO text.
 */
export const bookingInstantsMigration: VersionedMigration = {
  up: (db, dialect) => convertTimes(db, dialect, toEpochMs),
  down: (db, dialect) => convertTimes(db, dialect, toIsoText),
};
