import { foldText, fullName, toE164 } from './clientKeys';
import { phoneCountryOf, type Db } from './clientRows';

export interface CardPerson {
  name: string;
  phone: string;
  email: string;
}

/**
 * The client a gift card's purchaser or recipient is, by the rule migration 013 linked the first
 * cards with: the one client whose phone (E.164) or e-mail matches, or, when several do, the one of
 * them with the same name. Never a guess: otherwise the card stays unlinked with its names.
 */
export async function linkedClientId(db: Db, person: CardPerson): Promise<number | null> {
  const e164 = person.phone === '' ? '' : toE164(person.phone, await phoneCountryOf(db));
  const emailKey = person.email.toLowerCase();
  if (e164 === '' && emailKey === '') return null;
  const matches = await db
    .selectFrom('clients')
    .select(['id', 'firstName', 'lastName'])
    .where('erasedAt', 'is', null)
    .where((eb) => eb.or([...(e164 !== '' ? [eb('phoneE164', '=', e164)] : []), ...(emailKey !== '' ? [eb('emailKey', '=', emailKey)] : [])]))
    .limit(50)
    .execute();
  if (matches.length === 1) return matches[0]?.id ?? null;
  const named = matches.filter((client) => foldText(fullName(client.firstName, client.lastName)) === foldText(person.name));
  return named.length === 1 ? (named[0]?.id ?? null) : null;
}

const purchaserOf = (card: { purchaserName: string; purchaserPhone: string; purchaserEmail: string }): CardPerson => ({
  name: card.purchaserName,
  phone: card.purchaserPhone,
  email: card.purchaserEmail,
});
const recipientOf = (card: { recipientName: string; recipientPhone: string; recipientEmail: string }): CardPerson => ({
  name: card.recipientName,
  phone: card.recipientPhone,
  email: card.recipientEmail,
});
const samePerson = (a: CardPerson, b: CardPerson) => a.name === b.name && a.phone === b.phone && a.email === b.email;

type CardPeople = Parameters<typeof purchaserOf>[0] & Parameters<typeof recipientOf>[0];

/** The links of a new card. */
export async function cardClientLinks(db: Db, card: CardPeople) {
  return { purchaserClientId: await linkedClientId(db, purchaserOf(card)), recipientClientId: await linkedClientId(db, recipientOf(card)) };
}

/** After an edit, only a person whose details changed is linked again; the other link stays. */
export async function changedCardClientLinks(db: Db, before: CardPeople, after: CardPeople) {
  return {
    ...(samePerson(purchaserOf(before), purchaserOf(after)) ? {} : { purchaserClientId: await linkedClientId(db, purchaserOf(after)) }),
    ...(samePerson(recipientOf(before), recipientOf(after)) ? {} : { recipientClientId: await linkedClientId(db, recipientOf(after)) }),
  };
}
