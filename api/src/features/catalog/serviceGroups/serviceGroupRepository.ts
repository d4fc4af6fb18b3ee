import type { ServiceGroup, ServiceGroupCreateInput } from '@nail-or-never/shared/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { compiledOnce } from '../../../db/compiledOnce';
import { fromFlag, toFlag, toNameKey } from '../../../db/columnValues';
import { createImageGroupRepository, groupImageRef } from '../imageGroups/imageGroupRepository';

type Db = Kysely<Database> | Transaction<Database>;

const groups = createImageGroupRepository<'serviceGroups', ServiceGroup, ServiceGroupCreateInput>({
  table: 'serviceGroups',
  entity: 'service group',
  nameField: 'name',
  child: 'services',
  childrenHaveImages: false,
  toGroup: (row, storage) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: groupImageRef(storage, row),
    displayOrder: row.displayOrder,
    active: fromFlag(row.active),
    serviceCount: row.serviceCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  }),
  toColumns: (fields) => ({
    ...(fields.name !== undefined ? { name: fields.name, nameKey: toNameKey(fields.name) } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
    ...(fields.displayOrder !== undefined ? { displayOrder: fields.displayOrder } : {}),
    ...(fields.active !== undefined ? { active: toFlag(fields.active) } : {}),
  }),
});

/** Read before every page of a group's services. */
const selectServiceCount = compiledOnce(['number'], (db, id) => db.selectFrom('serviceGroups').select('serviceCount').where('id', '=', id));

export const serviceGroupRepository = {
  ...groups,

  /** How many services the group has, or `undefined` when there is no such group. */
  async serviceCount(db: Db, id: number): Promise<number | undefined> {
    const [row] = await selectServiceCount(db, id);
    return row?.serviceCount;
  },
};
