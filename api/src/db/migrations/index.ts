import type { Kysely } from 'kysely';
import type { SqlDialect } from '../createDatabase';
import { usersMigration } from './001_users';
import { catalogMigration } from './002_catalog';
import { sessionVersionMigration } from './003_session_version';
import { contactAboutMigration } from './004_contact_about';
import { employeesMigration } from './005_employees';
import { giftCardsMigration } from './006_gift_cards';
import { bookingsMigration } from './007_bookings';
import { galleryImageTagsMigration } from './008_gallery_image_tags';
import { bookingInstantsMigration } from './009_booking_instants';
import { sharedStateMigration } from './010_shared_state';
import { salonCurrencyMigration } from './011_salon_currency';
import { salonClockMigration } from './012_salon_clock';
import { clientsMigration } from './013_clients';
import { emailOutboxMigration } from './014_email_outbox';
import { teamMigration } from './015_team';
import { timeOffMigration } from './016_time_off';
import { bookingStatusUndoMigration } from './017_booking_status_undo';
import { bookingSeriesMigration } from './018_booking_series';
import { liveEventsMigration } from './019_live_events';
import { bookingsRevisionMigration } from './020_bookings_revision';
import { bookingChangesMigration } from './021_booking_changes';
import { bookingSpansMigration } from './022_booking_spans';

export interface VersionedMigration {
  up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
  down(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
}

/** Applied in key order; never edit a released migration, add a new one. */
export const migrations: Record<string, VersionedMigration> = {
  '001_users': usersMigration,
  '002_catalog': catalogMigration,
  '003_session_version': sessionVersionMigration,
  '004_contact_about': contactAboutMigration,
  '005_employees': employeesMigration,
  '006_gift_cards': giftCardsMigration,
  '007_bookings': bookingsMigration,
  '008_gallery_image_tags': galleryImageTagsMigration,
  '009_booking_instants': bookingInstantsMigration,
  '010_shared_state': sharedStateMigration,
  '011_salon_currency': salonCurrencyMigration,
  '012_salon_clock': salonClockMigration,
  '013_clients': clientsMigration,
  '014_email_outbox': emailOutboxMigration,
  '015_team': teamMigration,
  '016_time_off': timeOffMigration,
  '017_booking_status_undo': bookingStatusUndoMigration,
  '018_booking_series': bookingSeriesMigration,
  '019_live_events': liveEventsMigration,
  '020_bookings_revision': bookingsRevisionMigration,
  '021_booking_changes': bookingChangesMigration,
  '022_booking_spans': bookingSpansMigration,
};
