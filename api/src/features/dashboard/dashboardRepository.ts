import { hasWeeklyHours, salonCanTakeBookings, weeklyHoursSchema, type DashboardSummary, type RecentChangeKind } from '@nail-or-never/shared/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const RECENT_CHANGES_LIMIT = 10;

type RecentChange = DashboardSummary['recentChanges'][number];
type Counted = { total: string | number | bigint };

const count = (row: Counted): number => Number(row.total);

/** Weekly hours as stored (JSON, read as the contact and employee repositories read it): is any weekday open? */
const hasHours = (stored: string): boolean => hasWeeklyHours(weeklyHoursSchema.parse(JSON.parse(stored)));

/** The calendar day (YYYY-MM-DD) an instant falls on in the salon's zone; en-CA writes dates that way. */
const dayIn = (timeZone: string, epochMs: number | string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Number(epochMs)));

/**
 * How far the salon is from its first booking (the dashboard's checklist): opening hours, an active
 * service, and someone active and bookable, with working hours, who performs an active service.
 */
async function readSetup(db: Kysely<Database>, contact: { timeZone: string; openingHours: string; version: number }): Promise<DashboardSummary['setup']> {
  const [service, staff] = await Promise.all([
    db.selectFrom('services').select('id').where('active', '=', 1).limit(1).executeTakeFirst(),
    db
      .selectFrom('employees')
      .innerJoin('employeeServices', 'employeeServices.employeeId', 'employees.id')
      .innerJoin('services', 'services.id', 'employeeServices.serviceId')
      .select('employees.weeklyHours')
      .distinct()
      .where('employees.active', '=', 1)
      .where('employees.bookable', '=', 1)
      .where('services.active', '=', 1)
      .execute(),
  ]);
  return {
    timeZone: contact.timeZone,
    // The first record is version 1 (migration 004); every save moves it on.
    contactSaved: contact.version > 1,
    openingHours: hasHours(contact.openingHours),
    service: service !== undefined,
    bookableEmployee: staff.some((row) => hasHours(row.weeklyHours)),
  };
}

/**
 * Whether the salon is still on its first day (a step of the dashboard's checklist left): the page
 * for `/` is then the one painted with the checklist's frame (features/site/hostPages.ts).
 */
export async function isFirstDay(db: Kysely<Database>): Promise<boolean> {
  const contact = await db.selectFrom('contact').select(['timeZone', 'openingHours', 'version']).where('id', '=', 1).executeTakeFirstOrThrow();
  return !salonCanTakeBookings(await readSetup(db, contact));
}

/** What a history row's record is called: read from its fields after (or before) the change. */
function historyTitle(resource: string, fields: Record<string, unknown>): string {
  const text = (name: string): string => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '');
  switch (resource) {
    case 'galleryGroup':
      return text('theme');
    case 'galleryImage':
    case 'aboutImage':
      return text('caption') || text('altText');
    case 'booking':
      return text('customerName');
    case 'giftCard':
      return text('code');
    case 'employee':
    case 'client':
      return `${text('firstName')} ${text('lastName')}`.trim();
    case 'contact':
      return text('businessName') || 'Contact details';
    case 'about':
      return text('title') || 'About page';
    default:
      return text('name');
  }
}

const RECENT_KINDS: ReadonlySet<string> = new Set<RecentChangeKind>([
  'serviceGroup',
  'service',
  'galleryGroup',
  'galleryImage',
  'booking',
  'giftCard',
  'employee',
  'client',
  'contact',
  'about',
  'aboutImage',
  'teamMember',
]);

/**
 * The newest changes from the history, one per record, so every section shows (clients, contact, the
 * team...). A record whose latest change deleted it is left out: its link would lead nowhere.
 */
async function recentFromHistory(db: Kysely<Database>, timeZone: string): Promise<RecentChange[]> {
  const rows = await db.selectFrom('history').select(['resource', 'recordId', 'action', 'at', 'before', 'after']).orderBy('id', 'desc').limit(RECENT_CHANGES_LIMIT * 5).execute();
  const seen = new Set<string>();
  const changes: RecentChange[] = [];
  for (const row of rows) {
    const key = `${row.resource}:${row.recordId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const id = Number(row.recordId);
    if (row.action === 'delete' || !RECENT_KINDS.has(row.resource) || !Number.isSafeInteger(id)) continue;
    const fields = JSON.parse(row.after ?? row.before ?? '{}') as Record<string, unknown>;
    const kind = row.resource as RecentChangeKind;
    const groupId = typeof fields.parentId === 'number' ? { groupId: fields.parentId } : {};
    const startsAt = fields.startsAt;
    const day = kind === 'booking' && (typeof startsAt === 'string' || typeof startsAt === 'number') ? { day: dayIn(timeZone, new Date(startsAt).getTime()) } : {};
    changes.push({ kind, id, title: historyTitle(kind, fields) || `#${id}`, ...groupId, ...day, updatedAt: row.at });
    if (changes.length === RECENT_CHANGES_LIMIT) break;
  }
  return changes;
}

/** What an image is called in a list of changes: its caption, else its alt text, else its number. */
const imageTitle = (row: { id: number; caption: string; altText: string }): string =>
  row.caption.trim() || row.altText.trim() || `Image ${row.id}`;

/**
 * Counts, the newest changes across the catalogue, bookings, gift cards and staff, and the set-up
 * checklist. Each table gives its own ten newest and the merge keeps the ten newest overall.
 */
export async function readDashboardSummary(db: Kysely<Database>): Promise<DashboardSummary> {
  const [serviceGroups, services, galleryGroups, galleryImages, recentGroups, recentServices, recentGalleries, recentImages, recentBookings, recentCards, recentStaff, contact] =
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
      db
        .selectFrom('bookings')
        .select(['id', 'customerName', 'startsAt', 'updatedAt'])
        .orderBy('updatedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_CHANGES_LIMIT)
        .execute(),
      db
        .selectFrom('giftCards')
        .select(['id', 'code', 'updatedAt'])
        .orderBy('updatedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_CHANGES_LIMIT)
        .execute(),
      db
        .selectFrom('employees')
        .select(['id', 'firstName', 'lastName', 'updatedAt'])
        .orderBy('updatedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_CHANGES_LIMIT)
        .execute(),
      // The salon's one contact record (id 1, general/generalTables.ts): its clock for the times listed,
      // its zone for a booking's day, and what the checklist needs.
      db.selectFrom('contact').select(['clock', 'timeZone', 'openingHours', 'version']).where('id', '=', 1).executeTakeFirstOrThrow(),
    ]);

  const change = (kind: RecentChangeKind, id: number, title: string, updatedAt: string, where: { groupId?: number; day?: string } = {}): RecentChange => ({
    kind,
    id,
    title,
    ...where,
    updatedAt,
  });

  // ISO-8601 UTC strings sort like the instants they name.
  const recentChanges = [
    ...recentGroups.map((row) => change('serviceGroup', row.id, row.name, row.updatedAt)),
    ...recentServices.map((row) => change('service', row.id, row.name, row.updatedAt, { groupId: row.parentId })),
    ...recentGalleries.map((row) => change('galleryGroup', row.id, row.theme, row.updatedAt)),
    ...recentImages.map((row) => change('galleryImage', row.id, imageTitle(row), row.updatedAt, { groupId: row.parentId })),
    ...recentBookings.map((row) => change('booking', row.id, row.customerName, row.updatedAt, { day: dayIn(contact.timeZone, row.startsAt) })),
    ...recentCards.map((row) => change('giftCard', row.id, row.code, row.updatedAt)),
    ...recentStaff.map((row) => change('employee', row.id, `${row.firstName} ${row.lastName}`, row.updatedAt)),
    // The history covers every section; the tables above cover what changed before it existed.
    ...(await recentFromHistory(db, contact.timeZone)),
  ]
    // One line per record: the newest of what the history and the tables say.
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
    .filter((item, index, all) => all.findIndex((other) => other.kind === item.kind && other.id === item.id) === index)
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
    setup: await readSetup(db, contact),
  };
}
