import type { CatalogRecordKind, DashboardSummary } from '@nail-or-never/shared/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const RECENT_CHANGES_LIMIT = 10;

type RecentChange = DashboardSummary['recentChanges'][number];
type Counted = { total: string | number | bigint };

const count = (row: Counted): number => Number(row.total);

/** What an image is called in a list of changes: its caption, else its alt text, else its number. */
const imageTitle = (row: { id: number; caption: string; altText: string }): string =>
  row.caption.trim() || row.altText.trim() || `Image ${row.id}`;

/**
 * Counts and the newest changes across the catalogue. Each table gives its own ten newest
 * (served by its `updated_at` index) and the merge keeps the ten newest overall.
 */
export async function readDashboardSummary(db: Kysely<Database>): Promise<DashboardSummary> {
  const [serviceGroups, services, galleryGroups, galleryImages, recentGroups, recentServices, recentGalleries, recentImages, contact] =
    await Promise.all([
      db.selectFrom('serviceGroups').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      db.selectFrom('services').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      db.selectFrom('galleryGroups').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      db.selectFrom('galleryImages').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      db
        .selectFrom('serviceGroups')
        .select(['id', 'name', 'updatedAt'])
        .orderBy('updatedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_CHANGES_LIMIT)
        .execute(),
      db
        .selectFrom('services')
        .select(['id', 'name', 'parentId', 'updatedAt'])
        .orderBy('updatedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_CHANGES_LIMIT)
        .execute(),
      db
        .selectFrom('galleryGroups')
        .select(['id', 'theme', 'updatedAt'])
        .orderBy('updatedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_CHANGES_LIMIT)
        .execute(),
      db
        .selectFrom('galleryImages')
        .select(['id', 'parentId', 'caption', 'altText', 'updatedAt'])
        .orderBy('updatedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_CHANGES_LIMIT)
        .execute(),
      // The salon's one contact record (id 1, general/generalTables.ts): its clock, for the times listed.
      db.selectFrom('contact').select('clock').where('id', '=', 1).executeTakeFirstOrThrow(),
    ]);

  const change = (kind: CatalogRecordKind, id: number, title: string, updatedAt: string, groupId?: number): RecentChange =>
    groupId === undefined ? { kind, id, title, updatedAt } : { kind, id, title, updatedAt, groupId };

  const recentChanges = [
    ...recentGroups.map((row) => change('serviceGroup', row.id, row.name, row.updatedAt)),
    ...recentServices.map((row) => change('service', row.id, row.name, row.updatedAt, row.parentId)),
    ...recentGalleries.map((row) => change('galleryGroup', row.id, row.theme, row.updatedAt)),
    ...recentImages.map((row) => change('galleryImage', row.id, imageTitle(row), row.updatedAt, row.parentId)),
  ]
    // ISO-8601 UTC strings sort like the instants they name.
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
    .slice(0, RECENT_CHANGES_LIMIT);

  return {
    counts: {
      serviceGroups: count(serviceGroups),
      services: count(services),
      galleryGroups: count(galleryGroups),
      galleryImages: count(galleryImages),
    },
    recentChanges,
    clock: contact.clock,
  };
}
