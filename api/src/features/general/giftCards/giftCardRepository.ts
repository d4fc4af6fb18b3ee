import type {
  GiftCard,
  GiftCardActionInput,
  GiftCardDetail,
  GiftCardIssueInput,
  GiftCardListQuery,
  GiftCardStatus,
  GiftCardSummary,
  GiftCardUpdateInput,
} from '@nail-or-never/shared/schemas';
import { GIFT_CARD_LIMITS } from '@nail-or-never/shared/schemas';
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import { nowIso } from '../../../db/columns';
import { updateVersioned } from '../../../db/versionedUpdate';
import type { Database } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/httpErrors';
import { entityNotFound, isUniqueViolation } from '../../../http/recordErrors';
import { centsToPrice, containsPattern, priceToCents, toCount, toNameKey } from '../../../db/columnValues';
import { pageOffset, toPage, type Page } from '../../../db/paging';
import { salonToday } from '../contact/salonClock';
import type { GiftCardsTable, GiftCardTransactionsTable } from '../generalTables';
import { giftCardCodeKey, newGiftCardCode } from './giftCardCode';
import { writeTransaction } from '../../../db/writeTransaction';
import { cardClientLinks, changedCardClientLinks } from '../clients/clientLinks';

type Db = Kysely<Database> | Transaction<Database>;
type CardRow = Selectable<GiftCardsTable>;

const MAX_VALUE_CENTS = priceToCents(GIFT_CARD_LIMITS.valueMax);
/** Re-reads after losing a race; only a card changed this often in the same instant runs out. */
const MAX_APPLY_ATTEMPTS = 20;

/** Stored active, but its last day is behind us: shown and treated as expired. */
export function effectiveStatus(row: Pick<CardRow, 'status' | 'expiresOn'>, today: string): GiftCardStatus {
  if (row.status === 'active' && row.expiresOn !== null && row.expiresOn < today) return 'expired';
  return row.status;
}

function toGiftCard(row: CardRow, today: string): GiftCard {
  return {
    id: row.id,
    code: row.code,
    initialValue: centsToPrice(row.initialValueCents),
    balance: centsToPrice(row.balanceCents),
    status: effectiveStatus(row, today),
    issuedAt: row.issuedAt,
    expiresOn: row.expiresOn,
    purchaserName: row.purchaserName,
    purchaserEmail: row.purchaserEmail,
    purchaserPhone: row.purchaserPhone,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    recipientPhone: row.recipientPhone,
    message: row.message,
    notes: row.notes,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

function toTransaction(row: Selectable<GiftCardTransactionsTable>) {
  return {
    id: row.id,
    type: row.type,
    amount: centsToPrice(row.amountCents),
    balanceAfter: centsToPrice(row.balanceAfterCents),
    expiresOnAfter: row.expiresOnAfter,
    reason: row.reason,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}

/** The same rule as `effectiveStatus`, as SQL, so lists filter and count on the database. */
function whereStatus(eb: ExpressionBuilder<Database, 'giftCards'>, status: GiftCardStatus, today: string) {
  const expired = eb.and([eb('status', '=', 'active'), eb('expiresOn', 'is not', null), eb('expiresOn', '<', today)]);
  switch (status) {
    case 'expired':
      return expired;
    case 'active':
      return eb.and([eb('status', '=', 'active'), eb.or([eb('expiresOn', 'is', null), eb('expiresOn', '>=', today)])]);
    default:
      return eb('status', '=', status);
  }
}

function filtered(db: Db, query: GiftCardListQuery, today: string) {
  let select = db.selectFrom('giftCards');
  if (query.status) {
    const status = query.status;
    select = select.where((eb) => whereStatus(eb, status, today));
  }
  if (query.expiresBefore) select = select.where('expiresOn', 'is not', null).where('expiresOn', '<', query.expiresBefore);
  if (query.q) {
    const namePattern = containsPattern(query.q);
    const codeKey = giftCardCodeKey(query.q);
    select = select.where((eb) =>
      eb.or([
        sql<boolean>`${sql.ref('nameKey')} like ${namePattern} escape '\\'`,
        // A code is matched from its start, so a few typed symbols find it but never a random middle.
        ...(codeKey.length >= 3 ? [eb('codeKey', 'like', `${codeKey}%`)] : []),
      ]),
    );
  }
  return select;
}

export const nameKeyOf = (purchaserName: string, recipientName: string) => toNameKey(`${recipientName} ${purchaserName}`);

/** Why an action cannot run on this card, in words for the person at the till. */
function refusal(row: CardRow, today: string, action: GiftCardActionInput['type']): string | null {
  const status = effectiveStatus(row, today);
  if (status === 'cancelled') return `Gift card ${row.code} was cancelled; it cannot be used or changed any more.`;
  if (status === 'expired' && action !== 'extend' && action !== 'cancel') {
    return `Gift card ${row.code} expired on ${row.expiresOn}. Extend it first if the salon still honours it.`;
  }
  if (action === 'redeem' && status === 'redeemed') return `Gift card ${row.code} has been used up: nothing is left on it.`;
  return null;
}

interface Movement {
  deltaCents: number;
  expiresOn?: string | null;
  status: GiftCardsTable['status'];
}

/** What the action does to the card, checked against the card as it is now. */
function movementOf(row: CardRow, today: string, action: GiftCardActionInput): Movement {
  const problem = refusal(row, today, action.type);
  if (problem) throw conflict(problem);
  const afterAdding = (cents: number): Movement => {
    const balance = row.balanceCents + cents;
    if (balance > MAX_VALUE_CENTS) {
      throw conflict(`A card can hold at most ${GIFT_CARD_LIMITS.valueMax}; this would make it ${centsToPrice(balance)}.`, {
        amount: `At most ${centsToPrice(MAX_VALUE_CENTS - row.balanceCents)} can be added.`,
      });
    }
    if (balance < 0) {
      throw conflict(`The card holds ${centsToPrice(row.balanceCents)}; this correction would take it below 0.`, {
        amount: `At most ${centsToPrice(row.balanceCents)} can be taken off.`,
      });
    }
    return { deltaCents: cents, status: balance === 0 ? 'redeemed' : 'active' };
  };
  switch (action.type) {
    case 'redeem': {
      const cents = priceToCents(action.amount);
      if (cents > row.balanceCents) {
        throw conflict(`Gift card ${row.code} holds only ${centsToPrice(row.balanceCents)}; ${action.amount} cannot be redeemed.`, {
          amount: `At most ${centsToPrice(row.balanceCents)}.`,
        });
      }
      return afterAdding(-cents);
    }
    case 'top_up':
    case 'refund':
    case 'adjust':
      return afterAdding(priceToCents(action.amount));
    case 'extend':
      if (action.expiresOn <= today || (row.expiresOn !== null && action.expiresOn <= row.expiresOn)) {
        throw badRequest('The new last day must be after today and after the current one.', { expiresOn: 'Choose a later day.' });
      }
      return { deltaCents: 0, expiresOn: action.expiresOn, status: row.balanceCents === 0 ? 'redeemed' : 'active' };
    case 'cancel':
      return { deltaCents: -row.balanceCents, status: 'cancelled' };
  }
}

async function readDetail(db: Db, id: number, today: string): Promise<GiftCardDetail> {
  const row = await db.selectFrom('giftCards').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw entityNotFound('gift card', id);
  const transactions = await db
    .selectFrom('giftCardTransactions')
    .selectAll()
    .where('giftCardId', '=', id)
    .orderBy('id', 'desc')
    .execute();
  return { ...toGiftCard(row, today), transactions: transactions.map(toTransaction) };
}

export const giftCardRepository = {
  async list(db: Db, query: GiftCardListQuery): Promise<Page<GiftCard>> {
    const today = await salonToday(db);
    const [rows, count] = await Promise.all([
      filtered(db, query, today).selectAll().orderBy('issuedAt', 'desc').orderBy('id', 'desc').limit(query.limit).offset(pageOffset(query)).execute(),
      filtered(db, query, today)
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return toPage(
      rows.map((row) => toGiftCard(row, today)),
      query,
      toCount(count.total),
    );
  },

  async get(db: Db, id: number): Promise<GiftCardDetail> {
    return readDetail(db, id, await salonToday(db));
  },

  /** The salon's liability: the balance of every usable card. */
  async summary(db: Db): Promise<GiftCardSummary> {
    const today = await salonToday(db);
    const totals = await db
      .selectFrom('giftCards')
      .where((eb) => whereStatus(eb, 'active', today))
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('balanceCents'), eb.lit(0)).as('cents'), eb.fn.countAll().as('cards')])
      .executeTakeFirstOrThrow();
    return { outstandingBalance: centsToPrice(toCount(totals.cents)), activeCount: toCount(totals.cards) };
  },

  /** Issues a card with a fresh code and its first ledger row. */
  async issue(db: Kysely<Database>, input: GiftCardIssueInput, username: string): Promise<GiftCardDetail> {
    const today = await salonToday(db);
    if (input.expiresOn !== null && input.expiresOn <= today) {
      throw badRequest('The last day must be after today.', { expiresOn: 'Choose a day after today, or no expiry.' });
    }
    // A clash of two random 59-bit codes is practically impossible; retrying costs nothing.
    for (let attempt = 1; ; attempt += 1) {
      const code = newGiftCardCode();
      try {
        return await writeTransaction(db, async (trx) => {
          const now = nowIso();
          const cents = priceToCents(input.initialValue);
          const card = await trx
            .insertInto('giftCards')
            .values({
              code,
              codeKey: giftCardCodeKey(code),
              initialValueCents: cents,
              balanceCents: cents,
              status: 'active',
              issuedAt: now,
              expiresOn: input.expiresOn,
              purchaserName: input.purchaserName,
              purchaserEmail: input.purchaserEmail,
              purchaserPhone: input.purchaserPhone,
              recipientName: input.recipientName,
              recipientEmail: input.recipientEmail,
              recipientPhone: input.recipientPhone,
              nameKey: nameKeyOf(input.purchaserName, input.recipientName),
              ...(await cardClientLinks(trx, input)),
              message: input.message,
              notes: input.notes,
              updatedAt: now,
              version: 1,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('giftCardTransactions')
            .values({ giftCardId: card.id, type: 'issue', amountCents: cents, balanceAfterCents: cents, expiresOnAfter: input.expiresOn, reason: '', createdBy: username, createdAt: now })
            .execute();
          return readDetail(trx, card.id, today);
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  },

  /** The people, message and notes; never money. */
  async updateDetails(db: Kysely<Database>, input: GiftCardUpdateInput): Promise<GiftCardDetail> {
    return writeTransaction(db, async (trx) => {
      const { id, version, ...changes } = input;
      await updateVersioned(
        'gift card',
        input,
        () => trx.selectFrom('giftCards').selectAll().where('id', '=', id).executeTakeFirst(),
        async (current, next) =>
          trx
            .updateTable('giftCards')
            .set({
              ...changes,
              nameKey: nameKeyOf(changes.purchaserName ?? current.purchaserName, changes.recipientName ?? current.recipientName),
              ...(await changedCardClientLinks(trx, current, { ...current, ...changes })),
              ...next,
            })
            .where('id', '=', id)
            .where('version', '=', version)
            .returning('id')
            .executeTakeFirst(),
      );
      return readDetail(trx, id, await salonToday(trx));
    });
  },

  /**
   * Applies one action and appends it to the ledger, atomically. The balance changes in ONE
   * conditional UPDATE that also requires the balance and status the action was checked against:
   * two tills redeeming the same card at once are serialised by the database, and the second one
   * is checked again against what the first left (it can never overdraw the card).
   */
  async apply(db: Kysely<Database>, id: number, action: GiftCardActionInput, username: string): Promise<GiftCardDetail> {
    for (let attempt = 1; attempt <= MAX_APPLY_ATTEMPTS; attempt += 1) {
      const result = await writeTransaction(db, async (trx) => {
        const today = await salonToday(trx);
        const row = await trx.selectFrom('giftCards').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) throw entityNotFound('gift card', id);
        const movement = movementOf(row, today, action);
        const balanceAfter = row.balanceCents + movement.deltaCents;
        const now = nowIso();
        const changed = await trx
          .updateTable('giftCards')
          .set({
            balanceCents: balanceAfter,
            status: movement.status,
            ...(movement.expiresOn !== undefined ? { expiresOn: movement.expiresOn } : {}),
            updatedAt: now,
            version: row.version + 1,
          })
          .where('id', '=', id)
          .where('version', '=', row.version)
          .executeTakeFirst();
        // Someone else changed the card between our read and this write: read it again and re-check.
        if (Number(changed.numUpdatedRows) !== 1) return null;
        await trx
          .insertInto('giftCardTransactions')
          .values({
            giftCardId: id,
            type: action.type,
            amountCents: movement.deltaCents,
            balanceAfterCents: balanceAfter,
            expiresOnAfter: movement.expiresOn !== undefined ? movement.expiresOn : row.expiresOn,
            reason: action.reason,
            createdBy: username,
            createdAt: now,
          })
          .execute();
        return readDetail(trx, id, today);
      });
      if (result) return result;
    }
    throw conflict('This gift card is being changed by several people right now. Try again in a moment.');
  },
};
