import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@nail-or-never/shared/router';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { giftCardMutations, useSalonMoney } from '@nail-or-never/shared/general';
import { FormField, FormProblemMessage, MoneyField, useRecordForm } from '@nail-or-never/shared/kit';
import { GIFT_CARD_LIMITS, giftCardIssueFormSchema, type GiftCardIssueFormInput, type GiftCardIssueInput, type GiftCard } from '@nail-or-never/shared/schemas';
import { EMPTY_ISSUE_FORM } from '../model/issueFormValues';

const resolver = zodResolver(giftCardIssueFormSchema);

const TEXT_FIELDS: ReadonlyArray<{ name: 'recipientName' | 'recipientEmail' | 'recipientPhone' | 'purchaserName' | 'purchaserEmail' | 'purchaserPhone'; label: string; type: 'text' | 'email' | 'tel' }> = [
  { name: 'recipientName', label: 'Recipient name', type: 'text' },
  { name: 'recipientEmail', label: 'Recipient email', type: 'email' },
  { name: 'recipientPhone', label: 'Recipient phone', type: 'tel' },
  { name: 'purchaserName', label: 'Purchaser name', type: 'text' },
  { name: 'purchaserEmail', label: 'Purchaser email', type: 'email' },
  { name: 'purchaserPhone', label: 'Purchaser phone', type: 'tel' },
];

export interface IssueGiftCardDialogProps {
  onClose: () => void;
}

/** Issues a card; the server makes the code, and the new card's page opens. Rendered only while open. */
export function IssueGiftCardDialog({ onClose }: IssueGiftCardDialogProps) {
  const issue = useMutation(giftCardMutations.issue());
  const navigate = useNavigate();
  const { currency, format: formatMoney } = useSalonMoney();
  const record = useRecordForm<GiftCardIssueFormInput, GiftCardIssueInput, GiftCardIssueInput, GiftCard>({
    resolver,
    values: EMPTY_ISSUE_FORM,
    mutation: issue,
    toVariables: (values) => values,
    kind: 'dialog',
    onClose,
    savedToast: (card) => ({ summary: 'Gift card issued', detail: `Code ${card.code}` }),
    onSaved: (card) => () => {
      onClose();
      void navigate(String(card.id));
    },
  });
  const { control, register } = record.form;
  const { busy, errorOf } = record;

  return (
    <Dialog {...record.dialogProps} header="Issue gift card" className="gen-dialog" modal>
      <form noValidate onSubmit={record.onSubmit} className="gen-form" aria-busy={busy}>
        <MoneyField
          id="gift-card-initial-value"
          label="Value"
          name="initialValue"
          control={control}
          currency={currency}
          max={GIFT_CARD_LIMITS.valueMax}
          error={errorOf('initialValue')}
          hint={`Up to ${formatMoney(GIFT_CARD_LIMITS.valueMax)}.`}
        />
        <FormField id="gift-card-expires-on" label="Last day it can be used" hint="Leave empty for no expiry." error={errorOf('expiresOn')}>
          {(a11y) => <InputText {...a11y} type="date" {...register('expiresOn')} />}
        </FormField>
        {TEXT_FIELDS.map(({ name, label, type }) => (
          <FormField key={name} id={`gift-card-${name}`} label={label} error={errorOf(name)}>
            {(a11y) => <InputText {...a11y} type={type} {...register(name)} />}
          </FormField>
        ))}
        <FormField id="gift-card-message" label="Message on the card" error={errorOf('message')}>
          {(a11y) => <InputTextarea {...a11y} rows={2} {...register('message')} />}
        </FormField>
        <FormField id="gift-card-notes" label="Internal notes" error={errorOf('notes')}>
          {(a11y) => <InputTextarea {...a11y} rows={2} {...register('notes')} />}
        </FormField>
        <FormProblemMessage {...record.problemProps} />
        <div className="gen-form-buttons">
          <Button type="button" label="Cancel" severity="secondary" outlined onClick={record.requestClose} disabled={busy} />
          <Button type="submit" label="Issue card" icon="pi pi-check" loading={busy} />
        </div>
      </form>
      {record.guard}
    </Dialog>
  );
}
