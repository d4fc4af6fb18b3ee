import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { GIFT_CARD_ACTION_ROLES, PERMISSION_MESSAGES, useRole } from '@nail-or-never/shared';
import { giftCardMutations, useSalonMoney } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, MoneyField, useRecordForm, type SavedToast } from '@nail-or-never/shared/kit';
import {
  GIFT_CARD_ACTIONS,
  GIFT_CARD_LIMITS,
  giftCardActionFormSchema,
  type GiftCardAction,
  type GiftCardActionFormInput,
  type GiftCardActionInput,
  type GiftCardDetail,
} from '@nail-or-never/shared/schemas';
import { ACTION_LABELS, ACTION_SUBMIT_LABELS } from '../model/giftCardText';

const resolver = zodResolver(giftCardActionFormSchema);
const emptyBoxes = (type: GiftCardAction): GiftCardActionFormInput => ({ type, amount: null, expiresOn: '', reason: '' });

/** What each action asks for, so the form shows only those fields. */
const NEEDS: Record<GiftCardAction, { amount: boolean; expiresOn: boolean; reason: 'required' | 'optional' }> = {
  redeem: { amount: true, expiresOn: false, reason: 'optional' },
  top_up: { amount: true, expiresOn: false, reason: 'optional' },
  refund: { amount: true, expiresOn: false, reason: 'required' },
  adjust: { amount: true, expiresOn: false, reason: 'required' },
  extend: { amount: false, expiresOn: true, reason: 'optional' },
  cancel: { amount: false, expiresOn: false, reason: 'required' },
};

/** One ledger action on a card; the server's sentence shows when it refuses (e.g. more than the balance). */
export function GiftCardActionForm({ card }: { card: GiftCardDetail }) {
  const act = useMutation(giftCardMutations.act());
  const role = useRole();
  const { currency, format: formatMoney } = useSalonMoney();
  const record = useRecordForm<GiftCardActionFormInput, GiftCardActionInput, { id: number; action: GiftCardActionInput }, GiftCardDetail>({
    resolver,
    values: emptyBoxes('redeem'),
    mutation: act,
    toVariables: (action) => ({ id: card.id, action }),
    // A panel of the card's page: a refused amount is not worth a question when someone leaves.
    kind: 'dialog',
    savedToast: (updated): SavedToast => ({ summary: `${ACTION_LABELS[type]}: done`, detail: `Balance ${formatMoney(updated.balance)}` }),
    // The next change starts empty, on the same action.
    savedValues: (): GiftCardActionFormInput => emptyBoxes(type),
  });
  const { control, register, watch, reset } = record.form;
  const { busy, errorOf } = record;
  const type: GiftCardAction = watch('type');
  const needs = NEEDS[type];

  // Another action starts from empty boxes: an amount meant for a redemption must not become a refund.
  const choose = (next: GiftCardAction) => reset(emptyBoxes(next));
  // The actions this role may record (reception: redeem only); the API refuses the others with 403.
  const allowedActions = GIFT_CARD_ACTIONS.filter((action) => role === null || GIFT_CARD_ACTION_ROLES[action].includes(role));

  return (
    <section aria-labelledby="gift-card-action-title" className="gen-card">
      <h2 id="gift-card-action-title">Record a change</h2>
      <form noValidate onSubmit={record.onSubmit} aria-busy={busy} className="gen-form">
        <div className="gen-field-group" role="group" aria-labelledby="gift-card-action-type-label">
          <span id="gift-card-action-type-label" className="kit-field-label">What happened</span>
          <div className="gen-toggle-row">
            {allowedActions.map((action) => (
              <Button
                key={action}
                type="button"
                label={ACTION_LABELS[action]}
                size="small"
                outlined={action !== type}
                aria-pressed={action === type}
                onClick={() => choose(action)}
                disabled={busy}
              />
            ))}
          </div>
          {allowedActions.length < GIFT_CARD_ACTIONS.length ? <small className="kit-field-hint">{PERMISSION_MESSAGES.giftCardAction}</small> : null}
        </div>
        {needs.amount ? (
          <MoneyField
            id="gift-card-action-amount"
            label={type === 'adjust' ? 'Correction (negative takes money off)' : 'Amount'}
            name="amount"
            control={control}
            currency={currency}
            min={type === 'adjust' ? -GIFT_CARD_LIMITS.valueMax : 0}
            max={GIFT_CARD_LIMITS.valueMax}
            error={errorOf('amount')}
            hint={type === 'redeem' ? `The card holds ${formatMoney(card.balance)}.` : undefined}
          />
        ) : null}
        {needs.expiresOn ? (
          <FormField id="gift-card-action-expires-on" label="New last day" error={errorOf('expiresOn')}>
            {(a11y) => <InputText {...a11y} type="date" {...register('expiresOn')} />}
          </FormField>
        ) : null}
        <FormField
          id="gift-card-action-reason"
          label={needs.reason === 'required' ? 'Reason' : 'Reason (optional)'}
          error={errorOf('reason')}
        >
          {(a11y) => <InputText {...a11y} {...register('reason')} />}
        </FormField>
        <FormProblemMessage {...record.problemProps} />
        <div className="gen-form-buttons">
          <Button type="submit" label={ACTION_SUBMIT_LABELS[type]} severity={type === 'cancel' ? 'danger' : undefined} loading={busy} />
        </div>
      </form>
      {record.guard}
    </section>
  );
}
