import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

const AT = '2026-03-14T09:26:53.589Z';
const record = { createdAt: AT, updatedAt: AT, version: 3 };

/**
 * One or two rows in every table of the schema, with the awkward values a copy could get wrong:
 * non-ASCII text, quotes, NULLs, JSON text, 64-bit instants, and ids that are not 1, 2, 3.
 */
export async function seedEveryTable(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('users')
    .values({ username: 'zoë', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', otpSecret: 'JBSWY3DPEHPK3PXP', otpEnabled: 1, otpLastTimeStep: 58_812_345, sessionsValidFrom: AT, createdAt: AT, updatedAt: AT })
    .execute();
  await db.insertInto('revokedTokens').values({ jti: 'c0ffee-1', expiresAt: '2026-03-15T09:00:00.000Z', revokedAt: AT }).execute();
  await db.insertInto('loginFailures').values({ key: 'zoë|203.0.113.9', failures: 2, windowEndsAt: '2026-03-14T09:41:53.589Z' }).execute();

  const group = await db
    .insertInto('serviceGroups')
    .values({ id: 41, name: 'Manucure « deluxe »', nameKey: 'manucure « deluxe »', description: "Don't skip the cuticles", active: 1, displayOrder: 1, imageKey: 'groups/a1b2.webp', imageWidth: 800, imageHeight: 600, serviceCount: 1, ...record })
    .returning('id')
    .executeTakeFirstOrThrow();
  const service = await db
    .insertInto('services')
    .values({ id: 77, parentId: group.id, name: 'Gel polish', nameKey: 'gel polish', description: '', durationMinutes: 45, bufferMinutes: 10, priceType: 'from', priceCents: 3_550, active: 1, displayOrder: 1, ...record })
    .returning('id')
    .executeTakeFirstOrThrow();
  const gallery = await db
    .insertInto('galleryGroups')
    .values({ id: 12, theme: 'Wedding', themeKey: 'wedding', description: 'Line one\nLine two', published: 0, displayOrder: 2, imageKey: null, imageWidth: null, imageHeight: null, imageCount: 1, ...record })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('galleryImages')
    .values({ parentId: gallery.id, imageKey: 'gallery/ff00.webp', imageWidth: 1200, imageHeight: 1600, altText: 'French tips', caption: '', tags: '["french","white"]', published: 1, displayOrder: 1, ...record })
    .execute();

  await db.deleteFrom('aboutPage').execute();
  await db.deleteFrom('contact').execute();
  const aboutImage = await db
    .insertInto('aboutImages')
    .values({ imageKey: 'about/9e.webp', imageWidth: 640, imageHeight: 480, altText: 'The salon', displayOrder: 1, ...record })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('aboutPage').values({ id: 1, title: 'About us', bodyHtml: '<p>Since <b>2019</b> &amp; counting</p>', status: 'published', heroImageId: aboutImage.id, publishedAt: AT, updatedAt: AT, version: 5 }).execute();
  await db
    .insertInto('contact')
    .values({ id: 1, businessName: 'Nail Or Never', street: '1 Rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR', phone: '+33 1 23 45 67 89', email: 'hello@example.test', openingHours: '{"monday":[["09:00","18:00"]]}', closures: '[]', socialLinks: '{}', latitude: 48.8686, longitude: 2.3314, timeZone: 'Europe/Paris', updatedAt: AT, version: 2 })
    .execute();

  const employee = await db
    .insertInto('employees')
    .values({ firstName: 'Ana', lastName: 'Ruiz', nameKey: 'ana ruiz', jobTitle: 'Nail artist', email: 'ana@example.test', emailKey: 'ana@example.test', phone: '', bio: '', calendarColor: '#aa3366', weeklyHours: '{}', bookable: 1, active: 1, startDate: '2024-01-02', imageKey: null, imageWidth: null, imageHeight: null, ...record })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('employeeServices').values({ employeeId: employee.id, serviceId: service.id }).execute();

  const card = await db
    .insertInto('giftCards')
    .values({ code: 'GC-7K2M-Q9XP', codeKey: 'gc7k2mq9xp', initialValueCents: 5_000, balanceCents: 1_450, status: 'active', issuedAt: AT, expiresOn: '2027-03-14', purchaserName: 'Léa', purchaserEmail: '', purchaserPhone: '', recipientName: 'Max', recipientEmail: '', recipientPhone: '', nameKey: 'léa max', message: 'Happy birthday!', notes: '', updatedAt: AT, version: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('giftCardTransactions')
    .values([
      { giftCardId: card.id, type: 'issue', amountCents: 5_000, balanceAfterCents: 5_000, expiresOnAfter: '2027-03-14', reason: '', createdBy: 'zoë', createdAt: AT },
      { giftCardId: card.id, type: 'redeem', amountCents: -3_550, balanceAfterCents: 1_450, expiresOnAfter: null, reason: 'Gel polish', createdBy: 'zoë', createdAt: AT },
    ])
    .execute();

  const client = await db
    .insertInto('clients')
    .values({ id: 58, firstName: 'Chloé', lastName: "D'Arcy", phone: '06 12 34 56 78', phoneE164: '+33612345678', email: 'chloe@example.test', emailKey: 'chloe@example.test', birthday: '1990-02-28', allergies: 'Acétone', notes: 'Line one\nLine two', tags: '["vip","fidèle"]', marketingConsent: 1, marketingConsentAt: AT, erasedAt: null, lastVisitAt: 0, sortName: "d'arcy chloe", searchText: "chloe d'arcy\nchloe@example.test\n33612345678", matchKey: "chloe d'arcy|+33612345678", ...record })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('clientEvents').values({ clientId: client.id, action: 'export', detail: '', createdBy: 'zoë', createdAt: AT }).execute();
  await db.updateTable('giftCards').set({ purchaserClientId: client.id }).where('id', '=', card.id).execute();

  const startsAt = Date.parse('2026-03-20T14:00:00.000Z');
  const endsAt = startsAt + 45 * 60_000;
  // Migration 018: the booking is the second planned visit of a repeating booking (the first skipped).
  const series = await db
    .insertInto('bookingSeries')
    .values({ id: 19, everyWeeks: 2, ends: 'until', times: null, until: '2026-06-30', skipped: '[1]', createdBy: 'zoë', ...record })
    .returning('id')
    .executeTakeFirstOrThrow();
  const booking = await db
    .insertInto('bookings')
    .values({ clientId: client.id, customerName: 'Chloé', customerNameKey: 'chloé', customerPhone: '0612345678', customerEmail: '', status: 'confirmed', source: 'phone', notes: '', cancelReason: '', overlapOverride: 0, overrideReason: '', startsAt, endsAt, seriesId: series.id, seriesOccurrence: 2, createdBy: 'zoë', ...record })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('bookingItems').values({ bookingId: booking.id, serviceId: service.id, serviceName: 'Gel polish', employeeId: employee.id, startsAt, endsAt, durationMinutes: 45, priceCents: 3_550, position: 0 }).execute();
  // One sent, one waiting with a lease and an error: NULLs, 64-bit instants and non-ASCII bodies.
  const message = { bookingId: booking.id, recipient: 'chloé@example.com', fromName: 'Manucure « deluxe »', replyTo: '', bodyText: 'Bonjour Chloé,\nà bientôt', bodyHtml: '<p>Bonjour Chloé</p>', createdAt: AT };
  await db
    .insertInto('bookingMessages')
    .values([
      { ...message, kind: 'confirmation', subject: 'Réservation confirmée', sendAfter: Date.parse(AT), state: 'sent', attempts: 1, lastError: '', claimedBy: null, claimedUntil: null, sentAt: AT },
      { ...message, kind: 'reminder', subject: 'Rappel', sendAfter: startsAt - 86_400_000, state: 'sending', attempts: 2, lastError: '451 Try again', claimedBy: 'host:12:ab', claimedUntil: Date.parse(AT) + 120_000, sentAt: null },
    ])
    .execute();

  // Migration 015: a signed-in browser and one recorded change (JSON text with non-ASCII and quotes).
  const zoe = await db.selectFrom('users').select('id').where('username', '=', 'zoë').executeTakeFirstOrThrow();
  await db.insertInto('userSessions').values({ id: 'c0ffee-2', userId: zoe.id, userAgent: 'Mozilla/5.0 "Zoë"', createdAt: AT, lastSeenAt: AT, expiresAt: '2026-03-15T09:00:00.000Z' }).execute();
  await db
    .insertInto('history')
    .values({ at: AT, userId: zoe.id, userName: 'Zoë', section: 'clients', resource: 'client', recordId: String(client.id), action: 'update', summary: 'Client changed', before: '{"notes":"Line one"}', after: `{"notes":"Line one\\nLine two","lastName":"D'Arcy"}` })
    .execute();
  await db.insertInto('liveEvents').values({ id: 907, resource: 'bookings', recordId: String(booking.id), kind: 'status', at: AT }).execute();

  // Migration 016: a repeating break with its weekdays as JSON text, and a note with non-ASCII.
  await db
    .insertInto('timeOff')
    .values({ employeeId: employee.id, reason: 'break', note: 'Déjeuner « long »', kind: 'weekly', fromDate: '2026-03-02', untilDate: null, startTime: '12:00', endTime: '12:30', weekdays: '["monday","friday"]', createdAt: AT, updatedAt: AT, version: 2 })
    .execute();

  // PostgreSQL only (migration 010): the shared signing key and the request limit's counters.
  const tables = new Set((await db.introspection.getTables()).map((table) => table.name));
  if (tables.has('signing_keys')) await sql`insert into signing_keys (name, secret, created_at) values ('jwt', 'séкрет-0123456789abcdef', ${AT})`.execute(db);
  if (tables.has('request_counts')) await sql`insert into request_counts (key, points, expire) values ('203.0.113.9', 7, ${Date.parse(AT) + 60_000})`.execute(db);
}
