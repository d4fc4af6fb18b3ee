import {
  closureSchema,
  socialLinkSchema,
  weeklyHoursSchema,
  type Contact,
  type ContactUpdateInput,
} from '@nail-or-never/shared/schemas';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema';
import { updateVersioned } from '../../../db/versionedUpdate';
import { SINGLE_ROW_ID, type ContactTable } from '../generalTables';
import { writeTransaction } from '../../../db/writeTransaction';
import { badRequest } from '../../../http/httpErrors';
import { isPhoneCountry } from './phoneCountry';

const storedClosures = z.array(closureSchema);
const storedSocialLinks = z.array(socialLinkSchema);

/** JSON columns are parsed through the same schemas that let them in, so a bad row fails loudly. */
function toContact(row: Selectable<ContactTable>): Contact {
  return {
    businessName: row.businessName,
    street: row.street,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    email: row.email,
    openingHours: weeklyHoursSchema.parse(JSON.parse(row.openingHours)),
    closures: storedClosures.parse(JSON.parse(row.closures)),
    socialLinks: storedSocialLinks.parse(JSON.parse(row.socialLinks)),
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    timeZone: row.timeZone,
    currency: row.currency,
    clock: row.clock,
    phoneCountry: row.phoneCountry,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

/** The shared schema checks the shape; the country list lives here, with libphonenumber-js. */
function checkedPhoneCountry(code: string): string {
  if (isPhoneCountry(code)) return code;
  throw badRequest(`"${code}" is not a country whose phone numbers can be read. Choose one from the list, such as NL or FR.`, {
    phoneCountry: 'Choose a country from the list.',
  });
}

const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);

export const contactRepository = {
  async get(db: Kysely<Database>): Promise<Contact> {
    return toContact(await db.selectFrom('contact').selectAll().where('id', '=', SINGLE_ROW_ID).executeTakeFirstOrThrow());
  },

  /** The whole record at once; a version someone else already replaced is a 409, never an overwrite. */
  async update(db: Kysely<Database>, input: ContactUpdateInput): Promise<Contact> {
    return writeTransaction(db, async (trx) => {
      const { written } = await updateVersioned(
        'contact record',
        { id: SINGLE_ROW_ID, version: input.version },
        () => trx.selectFrom('contact').select('version').where('id', '=', SINGLE_ROW_ID).executeTakeFirst(),
        (_current, next) =>
          trx
            .updateTable('contact')
            .set({
              businessName: input.businessName,
              street: input.street,
              city: input.city,
              postalCode: input.postalCode,
              country: input.country,
              phone: input.phone,
              email: input.email,
              openingHours: JSON.stringify(input.openingHours),
              closures: JSON.stringify([...input.closures].sort(byDate)),
              socialLinks: JSON.stringify(input.socialLinks),
              latitude: input.latitude,
              longitude: input.longitude,
              timeZone: input.timeZone,
              currency: input.currency,
              clock: input.clock,
              ...(input.phoneCountry !== undefined ? { phoneCountry: checkedPhoneCountry(input.phoneCountry) } : {}),
              ...next,
            })
            .where('id', '=', SINGLE_ROW_ID)
            .where('version', '=', input.version)
            .returningAll()
            .executeTakeFirst(),
      );
      return toContact(written);
    });
  },
};
