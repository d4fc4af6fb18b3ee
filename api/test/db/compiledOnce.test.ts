import { compiledOnce } from '../../src/db/compiledOnce';
import { nowIso } from '../../src/db/columns';
import { startTestApp, type TestApp } from '../support/testApp';

describe('compiledOnce (a read compiled once, each call with its own values)', () => {
  let t: TestApp;
  let groupId: number;
  beforeAll(async () => {
    t = await startTestApp();
    const now = nowIso();
    const group = await t.app.db
      .insertInto('serviceGroups')
      .values({ name: 'Compiled', nameKey: 'compiled', description: '', displayOrder: 0, active: 1, serviceCount: 6, createdAt: now, updatedAt: now, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupId = group.id;
    await t.app.db
      .insertInto('services')
      .values(
        Array.from({ length: 6 }, (_, n) => ({
          parentId: groupId,
          name: `Service ${n}`,
          nameKey: `service ${n}`,
          description: '',
          durationMinutes: 30,
          priceType: 'fixed' as const,
          priceCents: 1000 + n,
          displayOrder: n,
          active: n % 2,
          createdAt: now,
          updatedAt: now,
          version: 1,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const namesPage = compiledOnce(['number', 'number', 'number'], (db, parentId, limit, offset) =>
    db.selectFrom('services').select('name').where('parentId', '=', parentId).orderBy('displayOrder').limit(limit).offset(offset),
  );

  it('answers like the query builder, for other values on every call (limit and offset equal too)', async () => {
    for (const [limit, offset] of [[2, 0], [2, 2], [3, 3], [10, 4]] as const) {
      const expected = await t.app.db.selectFrom('services').select('name').where('parentId', '=', groupId).orderBy('displayOrder').limit(limit).offset(offset).execute();
      expect(await namesPage(t.app.db, groupId, limit, offset)).toEqual(expected);
    }
    expect(await namesPage(t.app.db, groupId + 1000, 10, 0)).toEqual([]);
  });

  it('keeps a value written into the query as a constant, and maps columns to camelCase', async () => {
    const activeOrders = compiledOnce(['number'], (db, parentId) =>
      db.selectFrom('services').select(['displayOrder', 'priceCents']).where('parentId', '=', parentId).where('active', '=', 1).orderBy('displayOrder'),
    );
    expect(await activeOrders(t.app.db, groupId)).toEqual([
      { displayOrder: 1, priceCents: 1001 },
      { displayOrder: 3, priceCents: 1003 },
      { displayOrder: 5, priceCents: 1005 },
    ]);
  });

  it('runs inside a transaction and sees its uncommitted rows', async () => {
    const byName = compiledOnce(['string'], (db, name) => db.selectFrom('services').select('name').where('name', '=', name));
    let seenInside: unknown;
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        const now = nowIso();
        await trx
          .insertInto('services')
          .values({ parentId: groupId, name: 'Uncommitted', nameKey: 'uncommitted', description: '', durationMinutes: 30, priceType: 'free', priceCents: null, displayOrder: 9, active: 1, createdAt: now, updatedAt: now, version: 1 })
          .execute();
        seenInside = await byName(trx, 'Uncommitted');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(seenInside).toEqual([{ name: 'Uncommitted' }]);
    expect(await byName(t.app.db, 'Uncommitted')).toEqual([]);
  });

  it('refuses a placeholder that never reaches the SQL (its value would be silently ignored)', async () => {
    const careless = compiledOnce(['number'], (db) => db.selectFrom('services').select('name'));
    await expect(careless(t.app.db, 1)).rejects.toThrow(/parameter 0 does not reach the SQL/);
  });
});
