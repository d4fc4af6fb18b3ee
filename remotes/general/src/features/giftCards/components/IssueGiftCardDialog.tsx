import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@nail-or-never/shared/router';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useSingleFlight } from '@nail-or-never/shared';
import { giftCardMutations, useSalonMoney } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, MoneyField, readServerFailure, useSectionToast, type FormProblem } from '@nail-or-never/shared/kit';
import { GIFT_CARD_LIMITS, giftCardIssueSchema } from '@nail-or-never/shared/schemas';
import { issuesByField } from '../format/zodIssues';

interface IssueFormValues {
  initialValue: number | null;
  expiresOn: string;
  purchaserName: string;
  purchaserEmail: string;
  recipientName: string;
  recipientEmail: string;
  purchaserPhone: string;
  recipientPhone: string;
  message: string;
  notes: string;
}
type IssueField = keyof IssueFormValues;
const ISSUE_FIELDS: readonly IssueField[] = ['initialValue', 'expiresOn', 'purchaserName', 'purchaserEmail', 'recipientName', 'recipientEmail', 'purchaserPhone', 'recipientPhone', 'message', 'notes'];
const isIssueField = (field: string): field is IssueField => (ISSUE_FIELDS as readonly string[]).includes(field);

const EMPTY: IssueFormValues = { initialValue: null, expiresOn: '', purchaserName: '', purchaserEmail: '', recipientName: '', recipientEmail: '', purchaserPhone: '', recipientPhone: '', message: '', notes: '' };

const TEXT_FIELDS: ReadonlyArray<{ name: Exclude<IssueField, 'initialValue' | 'expiresOn' | 'message' | 'notes'>; label: string; type: 'text' | 'email' | 'tel' }> = [
  { name: 'recipientName', label: 'Recipient name', type: 'text' },
  { name: 'recipientEmail', label: 'Recipient email', type: 'email' },
  { name: 'recipientPhone', label: 'Recipient phone', type: 'tel' },
  { name: 'purchaserName', label: 'Purchaser name', type: 'text' },
  { name: 'purchaserEmail', label: 'Purchaser email', type: 'email' },
  { name: 'purchaserPhone', label: 'Purchaser phone', type: 'tel' },
];

export interface IssueGiftCardDialogProps {
  visible: boolean;
  onClose: () => void;
}

/** Issues a card; the server makes the code, and the new card's page opens. */
export function IssueGiftCardDialog({ visible, onClose }: IssueGiftCardDialogProps) {
  const issue = useMutation(giftCardMutations.issue());
  const navigate = useNavigate();
  const toast = useSectionToast();
  const { currency, format: formatMoney } = useSalonMoney();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const { control, register, handleSubmit, setError, reset, formState: { errors } } = useForm<IssueFormValues>({ defaultValues: EMPTY });

  const { run, busy } = useSingleFlight(async (values: IssueFormValues) => {
    setProblem(null);
    const parsed = giftCardIssueSchema.safeParse({ ...values, expiresOn: values.expiresOn || null });
    if (!parsed.success) {
      for (const [field, message] of issuesByField(parsed.error)) {
        if (isIssueField(field)) setError(field, { type: 'validate', message }, { shouldFocus: true });
      }
      return;
    }
    try {
      const card = await issue.mutateAsync(parsed.data);
      toast.show('success', 'Gift card issued', `Code ${card.code}`);
      reset(EMPTY);
      onClose();
      void navigate(String(card.id));
    } catch (error) {
      const failure = readServerFailure(error, ISSUE_FIELDS);
      for (const [field, message] of failure.fieldErrors) {
        if (isIssueField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      setProblem(failure.problem);
    }
  });

  const close = () => {
    if (busy) return;
    setProblem(null);
    reset(EMPTY);
    onClose();
  };

  return (
    <Dialog header="Issue gift card" visible={visible} onHide={close} className="gen-dialog" modal>
      <form noValidate onSubmit={(event) => void handleSubmit(run)(event)} className="gen-form">
        <MoneyField
          id="gift-card-initial-value"
          label="Value"
          name="initialValue"
          control={control}
          currency={currency}
          max={GIFT_CARD_LIMITS.valueMax}
          error={errors.initialValue?.message}
          hint={`Up to ${formatMoney(GIFT_CARD_LIMITS.valueMax)}.`}
        />
        <FormField id="gift-card-expires-on" label="Last day it can be used" hint="Leave empty for no expiry." error={errors.expiresOn?.message}>
          {(a11y) => <InputText {...a11y} type="date" {...register('expiresOn')} />}
        </FormField>
        {TEXT_FIELDS.map(({ name, label, type }) => (
          <FormField key={name} id={`gift-card-${name}`} label={label} error={errors[name]?.message}>
            {(a11y) => <InputText {...a11y} type={type} {...register(name)} />}
          </FormField>
        ))}
        <FormField id="gift-card-message" label="Message on the card" error={errors.message?.message}>
          {(a11y) => <InputTextarea {...a11y} rows={2} {...register('message')} />}
        </FormField>
        <FormField id="gift-card-notes" label="Internal notes" error={errors.notes?.message}>
          {(a11y) => <InputTextarea {...a11y} rows={2} {...register('notes')} />}
        </FormField>
        <FormProblemMessage problem={problem} />
        <div className="gen-form-buttons">
          <Button type="button" label="Cancel" severity="secondary" outlined onClick={close} disabled={busy} />
          <Button type="submit" label="Issue card" icon="pi pi-check" loading={busy} />
        </div>
      </form>
    </Dialog>
  );
}
