import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** Each kind of child and the group column that counts it. */
const COUNTERS = {
  services: { groupTable: 'serviceGroups', column: 'serviceCount' },
  galleryImages: { groupTable: 'galleryGroups', column: 'imageCount' },
} as const;

export type ChildKind = keyof typeof COUNTERS;

/** The table of the groups that own this kind of child. */
export const groupTableOf = (child: ChildKind) => COUNTERS[child].groupTable;

/**
 * Keeps a group's child count in step, inside the transaction that adds, moves or removes the
 * child. It does not touch the group's `version` or `updatedAt`: adding a service is not an edit of
 * its group, and must not make an open group form stale.
 */
export async function adjustChildCount(trx: Transaction<Database>, child: ChildKind, groupId: number, delta: 1 | -1): Promise<void> {
  const { groupTable, column } = COUNTERS[child];
  // Raw SQL because the table is a variable; the identifiers still go through the camel-case plugin.
  await sql`update ${sql.table(groupTable)} set ${sql.ref(column)} = ${sql.ref(column)} + ${delta} where ${sql.ref('id')} = ${groupId}`.execute(
    trx,
  );
}

/** A child moved from one group to another: both counts follow. */
export async function moveChildCount(trx: Transaction<Database>, child: ChildKind, fromGroupId: number, toGroupId: number): Promise<void> {
  if (fromGroupId === toGroupId) return;
  await adjustChildCount(trx, child, fromGroupId, -1);
  await adjustChildCount(trx, child, toGroupId, 1);
}
