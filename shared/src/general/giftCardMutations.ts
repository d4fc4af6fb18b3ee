import type { GiftCardActionInput, GiftCardIssueInput, GiftCardUpdateInput } from '../schemas/giftCardSchemas';
import type { ResourceName } from '@nail-or-never/shared';
import { resourceWrite } from '@nail-or-never/shared';
import { giftCardApi } from './giftCardApi';
import { giftCardQueryKeys } from './giftCardQueries';

/** The dashboard shows the outstanding gift-card total. */
const AFFECTED: readonly ResourceName[] = ['giftCards', 'dashboard'];

export interface GiftCardActionRequest {
  id: number;
  action: GiftCardActionInput;
}

export const giftCardMutations = {
  issue: () => resourceWrite({ resource: 'giftCards', action: 'issue', send: (input: GiftCardIssueInput) => giftCardApi.issue(input), affects: AFFECTED }),
  update: () => resourceWrite({ resource: 'giftCards', action: 'update', send: (changes: GiftCardUpdateInput) => giftCardApi.update(changes), affects: AFFECTED }),
  /** The answer is the card with its new ledger: shown at once, before the lists refresh. */
  act: () =>
    resourceWrite({
      resource: 'giftCards',
      action: 'act',
      send: ({ id, action }: GiftCardActionRequest) => giftCardApi.act(id, action),
      apply: (client, card) => client.setQueryData(giftCardQueryKeys.detail(card.id), card),
      affects: AFFECTED,
    }),
};
