import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useSingleFlight } from '@nail-or-never/shared';
import { giftCardMutations, useSalonMoney } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, MoneyField, readServerFailure, useSectionToast, type FormProblem } from '@nail-or-never/shared/kit';
import { GIFT_CARD_ACTIONS, GIFT_CARD_LIMITS, giftCardActionSchema, type GiftCardAction, type GiftCardDetail } from '@nail-or-never/shared/schemas';
import { issuesByField } from '../format/zodIssues';
import { ACTION_LABELS, ACTION_SUBMIT_LABELS } from '../giftCardText';

interface ActionFormValues {
  amount: number | null;
  expiresOn: string;
  reason: string;
}
type ActionField = keyof ActionFormValues;
const ACTION_FIELDS: readonly ActionField[] = ['amount', 'expiresOn', 'reason'];
const isActionField = (field: string): field is ActionField => (ACTION_FIELDS as readonly string[]).includes(field);
const EMPTY: ActionFormValues = { amount: null, expiresOn: '', reason: '' };

/** What each action asks for, so the form shows only those fields. */
const NEEDS: Record<GiftCardAction, { amount: boolean; expiresOn: boolean; reason: 'required' | 'optional' }> = {
  redeem: { amount: true, expiresOn: false, reason: 'optional' },
  top_up: { amount: true, expiresOn: false, reason: 'optional' },
  refund: { amount: true, expiresOn: false, reason: 'required' },
  adjust: { amount: true, expiresOn: false, reason: 'required' },
  extend: { amount: false, expiresOn: true, reason: 'optional' },
  cancel: { amount: false, expiresOn: false, reason: 'required' },
};

/** The body the API expects for one action, from the form's loose values. */
function actionBody(type: GiftCardAction, { amount, expiresOn, reason }: ActionFormValues): unknown {
  const needs = NEEDS[type];
  return {
    type,
    ...(needs.amount ? { amount } : {}),
    ...(needs.expiresOn ? { expiresOn } : {}),
    reason,
  };
}

/** One ledger action on a card; the server's sentence shows when it refuses (e.g. more than the balance). */
export function GiftCardActionForm({ card }: { card: GiftCardDetail }) {
  const act = useMutation(giftCardMutations.act());
  const toast = useSectionToast();
  const { currency, format: formatMoney } = useSalonMoney();
  const [type, setType] = useState<GiftCardAction>('redeem');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const { control, register, handleSubmit, setError, reset, clearErrors, formState: { errors } } = useForm<ActionFormValues>({ defaultValues: EMPTY });
  const needs = NEEDS[type];

  const { run, busy } = useSingleFlight(async (values: ActionFormValues) => {
    setProblem(null);
    const parsed = giftCardActionSchema.safeParse(actionBody(type, values));
    if (!parsed.success) {
      for (const [field, message] of issuesByField(parsed.error)) {
        if (isActionField(field)) setError(field, { type: 'validate', message }, { shouldFocus: true });
      }
      return;
    }
    try {
      const updated = await act.mutateAsync({ id: card.id, action: parsed.data });
      toast.show('success', `${ACTION_LABELS[type]}: done`, `Balance ${formatMoney(updated.balance)}`);
      reset(EMPTY);
    } catch (error) {
      const failure = readServerFailure(error, ACTION_FIELDS);
      for (const [field, message] of failure.fieldErrors) {
        if (isActionField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      setProblem(failure.problem);
    }
  });

  const choose = (next: GiftCardAction) => {
    setType(next);
    setProblem(null);
    clearErrors();
  };

  return (
    <section aria-labelledby="gift-card-action-title" className="gen-card">
      <h2 id="gift-card-action-title">Record a change</h2>
      <form noValidate onSubmit={(event) => void handleSubmit(run)(event)} className="gen-form">
        <div className="gen-field-group" role="group" aria-labelledby="gift-card-action-type-label">
          <span id="gift-card-action-type-label" className="svc-field-label">What happened</span>
          <div className="gen-toggle-row">
            {GIFT_CARD_ACTIONS.map((action) => (
              <Button
                key={action}
                type="button"
                label={ACTION_LABELS[action]}
                size="small"
                outlined={action !== type}
                aria-pressed={action === type}
                onClick={() => choose(action)}
              />
            ))}
          </div>
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
            error={errors.amount?.message}
            hint={type === 'redeem' ? `The card holds ${formatMoney(card.balance)}.` : undefined}
          />
        ) : null}
        {needs.expiresOn ? (
          <FormField id="gift-card-action-expires-on" label="New last day" error={errors.expiresOn?.message}>
            {(a11y) => <InputText {...a11y} type="date" {...register('expiresOn')} />}
          </FormField>
        ) : null}
        <FormField
          id="gift-card-action-reason"
          label={needs.reason === 'required' ? 'Reason' : 'Reason (optional)'}
          error={errors.reason?.message}
        >
          {(a11y) => <InputText {...a11y} {...register('reason')} />}
        </FormField>
        <FormProblemMessage problem={problem} />
        <div className="gen-form-buttons">
          <Button type="submit" label={ACTION_SUBMIT_LABELS[type]} severity={type === 'cancel' ? 'danger' : undefined} loading={busy} />
        </div>
      </form>
    </section>
  );
}
