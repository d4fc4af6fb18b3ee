import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { formatMoney } from '../format/formatMoney';
import { FormField } from './FormField';
import { readMoney, writeMoney } from './moneyInput';

export interface MoneyFieldProps<Values extends FieldValues, Checked = Values> {
  id: string;
  label: string;
  name: Path<Values>;
  /** The form's control; `Checked` is what its schema turns the values into (a form whose boxes hold '' for null). */
  control: Control<Values, unknown, Checked>;
  /** The salon's ISO 4217 code, shown beside the field; `null` while it loads. */
  currency: string | null;
  /** Amounts above it are refused with a message naming it (never lowered to it). */
  max: number;
  min?: number;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  /** By default the browser's language, the one the person types in. */
  locale?: string | undefined;
}

/** The currency's symbol as the locale writes it ("€", "£", "US$"), and on which side. */
function currencyMark(currency: string, locale: string | undefined): { symbol: string; before: boolean } {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
  const symbolAt = parts.findIndex((part) => part.type === 'currency');
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  return { symbol: parts[symbolAt]?.value ?? currency, before: symbolAt < numberAt };
}

const textOf = (value: unknown, locale: string | undefined) => (typeof value === 'number' && Number.isFinite(value) ? writeMoney(value, locale) : '');

/**
 * An amount of the salon's currency, typed as the person writes numbers ("45,50", "1.234,50",
 * "1 234,50"). What cannot be read, has more than two decimals or lies outside min…max is
 * refused with its own message and reaches the form as NaN, so the form cannot be saved with a
 * value the person did not type.
 */
export function MoneyField<Values extends FieldValues, Checked = Values>({ id, label, name, control, currency, max, min = 0, error, hint, disabled = false, locale }: MoneyFieldProps<Values, Checked>) {
  const { field } = useController<Values, Path<Values>, Checked>({ control, name });
  const [text, setText] = useState(() => textOf(field.value, locale));
  const [refusal, setRefusal] = useState<string | null>(null);

  // A reset or a reload replaces the value from outside: show it, unless the text already says it
  // (or is a refused text, which the form holds as NaN). Adjusted while rendering, React's way of
  // following a prop without an effect's extra paint.
  const [seenValue, setSeenValue] = useState<unknown>(field.value);
  if (!Object.is(seenValue, field.value)) {
    setSeenValue(field.value);
    const reading = readMoney(text, locale);
    const textValue = reading.kind === 'amount' ? reading.value : reading.kind === 'empty' ? null : Number.NaN;
    const outsideChange = !Object.is(textValue, field.value) && !(typeof field.value === 'number' && Number.isNaN(field.value));
    if (outsideChange) {
      setText(textOf(field.value, locale));
      setRefusal(null);
    }
  }

  const limitText = (limit: number) => (currency === null ? writeMoney(limit, locale) : formatMoney(limit, { currency, locale }));

  const change = (typed: string) => {
    setText(typed);
    const reading = readMoney(typed, locale);
    if (reading.kind === 'refused') {
      setRefusal(reading.message);
      field.onChange(Number.NaN);
      return;
    }
    if (reading.kind === 'empty') {
      setRefusal(null);
      field.onChange(null);
      return;
    }
    const beyond = reading.value > max ? `The amount can be at most ${limitText(max)}.` : reading.value < min ? `The amount must be at least ${limitText(min)}.` : null;
    setRefusal(beyond);
    field.onChange(beyond === null ? reading.value : Number.NaN);
  };

  const mark = currency === null ? null : currencyMark(currency, locale);
  const addon = mark ? (
    <span className="p-inputgroup-addon" aria-hidden="true">
      {mark.symbol}
    </span>
  ) : null;
  const shownError = refusal ?? error;

  return (
    <FormField id={id} label={currency === null ? label : `${label} (${currency})`} error={shownError} {...(hint !== undefined ? { hint } : {})}>
      {(a11y) => (
        <div className="p-inputgroup kit-money-field">
          {mark?.before ? addon : null}
          <input
            {...a11y}
            ref={field.ref}
            name={field.name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`p-inputtext p-component${shownError ? ' p-invalid' : ''}`}
            value={text}
            onChange={(event) => change(event.target.value)}
            onBlur={() => {
              const reading = readMoney(text, locale);
              if (reading.kind === 'amount' && refusal === null) setText(writeMoney(reading.value, locale));
              field.onBlur();
            }}
            disabled={disabled}
          />
          {mark && !mark.before ? addon : null}
        </div>
      )}
    </FormField>
  );
}
