import { lockForTransaction } from '../../../db/advisoryLocks';
import { nowIso } from '../../../db/columns';
import type { SqlDialect } from '../../../db/createDatabase';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { badRequest } from '../../../http/httpErrors';
import { fullName, matchKeyOf, splitName } from './clientKeys';
import { derivedColumns, erasedClient, phoneCountryOf } from './clientRows';

export interface BookingPerson {
  clientId?: number | undefined;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

export interface BookedClient {
  clientId: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

/**
 * Who a booking is for, inside the booking's transaction. With `clientId` the booking's name,
 * phone and e-mail are the client's as they are now (an unknown id is a 400, an erased client a
 * 409). Without it, the client with the same folded name and normalised phone (the migration's
 * exact-duplicate rule), else a new client made from what was typed.
 */
export async function clientForBooking(trx: Transaction<Database>, dialect: SqlDialect, person: BookingPerson): Promise<BookedClient> {
  if (person.clientId !== undefined) {
    const client = await trx.selectFrom('clients').selectAll().where('id', '=', person.clientId).executeTakeFirst();
    if (!client) {
      throw badRequest(`No client with id ${person.clientId} exists. It may have been merged or deleted: choose the client again.`, {
        clientId: 'This client no longer exists.',
      });
    }
    if (client.erasedAt !== null) throw erasedClient('clientId');
    return { clientId: client.id, customerName: fullName(client.firstName, client.lastName), customerPhone: client.phone, customerEmail: client.email };
  }
  // Two bookings for the same new person at once would each find no client and make one.
  await lockForTransaction(trx, dialect, 'clientFromBooking');
  const country = await phoneCountryOf(trx);
  const typed = { customerName: person.customerName, customerPhone: person.customerPhone, customerEmail: person.customerEmail };
  const found = await trx
    .selectFrom('clients')
    .select(['id', 'email'])
    .where('matchKey', '=', matchKeyOf(person.customerName, person.customerPhone, country))
    .where('erasedAt', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (found) return { clientId: found.id, ...typed };
  const { firstName, lastName } = splitName(person.customerName);
  const now = nowIso();
  const created = await trx
    .insertInto('clients')
    .values({
      firstName,
      lastName,
      phone: person.customerPhone,
      email: person.customerEmail,
      ...derivedColumns({ firstName, lastName, phone: person.customerPhone, email: person.customerEmail }, country),
      birthday: null,
      allergies: '',
      notes: '',
      tags: '[]',
      marketingConsent: 0,
      marketingConsentAt: null,
      erasedAt: null,
      lastVisitAt: 0,
      createdAt: now,
      updatedAt: now,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clientId: created.id, ...typed };
}
