import type { CreateTableBuilder } from 'kysely';
import type { SqlDialect } from './createDatabase';

/** An auto-incrementing integer primary key, spelled the way each dialect wants it. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: SqlDialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export const nowIso = (): string => new Date().toISOString();
