import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Keeps a group's child count in step, inside the transaction that adds, moves or removes the
 * child. It does not touch the group's `version` or `updatedAt`: adding a service is not an edit of
 * its group, and must not make an open group form stale.
 */
export async function adjustServiceCount(trx: Transaction<Database>, groupId: number, delta: 1 | -1): Promise<void> {
  await trx
    .updateTable('serviceGroups')
    .set({ serviceCount: sql<number>`${sql.ref('serviceCount')} + ${delta}` })
    .where('id', '=', groupId)
    .execute();
}

export async function adjustImageCount(trx: Transaction<Database>, groupId: number, delta: 1 | -1): Promise<void> {
  await trx
    .updateTable('galleryGroups')
    .set({ imageCount: sql<number>`${sql.ref('imageCount')} + ${delta}` })
    .where('id', '=', groupId)
    .execute();
}
