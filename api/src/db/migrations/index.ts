import type { Kysely } from 'kysely';
import type { SqlDialect } from '../createDatabase';
import { usersMigration } from './001_users';
import { catalogMigration } from './002_catalog';
import { contactAboutMigration } from './003_contact_about';
import { employeesMigration } from './004_employees';
import { giftCardsMigration } from './005_gift_cards';
import { bookingsMigration } from './006_bookings';

export interface VersionedMigration {
  up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
  down(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
}

/** Applied in key order; never edit a released migration, add a new one. */
export const migrations: Record<string, VersionedMigration> = {
  '001_users': usersMigration,
  '002_catalog': catalogMigration,
  '003_contact_about': contactAboutMigration,
  '004_employees': employeesMigration,
  '005_gift_cards': giftCardsMigration,
  '006_bookings': bookingsMigration,
};
