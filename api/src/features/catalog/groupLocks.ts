import type { Transaction } from 'kysely';
import type { SqlDialect } from '../../db/createDatabase';
import type { Database } from '../../db/schema';
import { groupTableOf, type ChildKind } from './childCounts';

/**
 * The lock order of every catalogue write that touches a group's children: first the group rows
 * (several in ascending id order), then the children. A transaction that took a child first and its
 * group second (a delete adjusting the count) met one going the other way (a reorder) in a
 * PostgreSQL deadlock. Locking the group first also serialises all child writes of one group, so
 * its count and its 0…n-1 order are always computed from settled rows.
 *
 * Returns the ids that exist, ascending: a missing id is the caller's 400 or 404 to give.
 * SQLite has no row locks and needs none: it runs one write transaction at a time.
 */
export async function lockGroups(trx: Transaction<Database>, dialect: SqlDialect, child: ChildKind, groupIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(groupIds)];
  const query = trx.selectFrom(groupTableOf(child)).select('id').where('id', 'in', ids).orderBy('id');
  const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((row) => row.id);
}
