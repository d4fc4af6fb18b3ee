import type { AuthTables } from '../features/auth/authTables';
import type { CatalogTables } from '../features/catalog/catalogTables';
import type { GeneralTables } from '../features/general/generalTables';
import type { LiveEventTables } from './liveEventTables';
import type { SharedStateTables } from './sharedStateTables';

/**
 * The whole database as Kysely sees it, in camelCase (CamelCasePlugin maps to snake_case columns).
 * Portability rules for both SQLite and PostgreSQL:
 * - timestamps are ISO-8601 UTC strings made in application code (`text` columns), except the
 *   booking times that queries compare: UTC epoch milliseconds (`storedInstants.ts`);
 * - booleans are integers 0/1, mapped to `boolean` in the repositories;
 * - ids are integer identities (see `columns.ts`).
 */
export interface Database extends AuthTables, CatalogTables, GeneralTables, SharedStateTables, LiveEventTables {}
