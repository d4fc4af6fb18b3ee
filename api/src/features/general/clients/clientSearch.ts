import { sql, type Expression, type SqlBool } from 'kysely';
import type { CountryCode } from 'libphonenumber-js';
import { clientSearchOf } from './clientKeys';

const containing = (needle: string) => `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The clients a typed query finds (clientKeys.ts): a whole number by `phone_e164` (indexed; a short
 * one also as digits), text or part of a number inside the already folded `search_text` with `LIKE '%…%'`.
 * PostgreSQL answers that from the pg_trgm index of migration 013 when the server has the extension, and scans within
 * budget when it has not; SQLite tests it inside its sort indexes (see the migration). Null when
 * there is nothing to find.
 */
export function searchCondition(table: 'clients', query: string, country: CountryCode): Expression<SqlBool> | null {
  const search = clientSearchOf(query, country);
  if (search.kind === 'nothing') return null;
  const column = sql.ref(`${table}.searchText`);
  const one = (needle: string) => sql<SqlBool>`${column} like ${containing(needle)} escape '\\'`;
  if (search.kind === 'number') {
    const whole = sql<SqlBool>`${sql.ref(`${table}.phoneE164`)} = ${search.e164}`;
    return search.alsoWithin === null ? whole : sql<SqlBool>`(${whole} or ${one(search.alsoWithin)})`;
  }
  return search.needles.length === 1 ? one(search.needles[0] ?? '') : sql<SqlBool>`(${sql.join(search.needles.map(one), sql` or `)})`;
}
