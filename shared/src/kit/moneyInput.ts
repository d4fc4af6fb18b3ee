/**
 * Reads an amount as a person types it in their language. Whatever the separators, the result is
 * either the amount they meant or a refusal in words: never a guess that multiplies ("45,50" read
 * as 4550) and never more than two decimals silently rounded away.
 */
export type MoneyReading =
  | { kind: 'empty' }
  | { kind: 'amount'; value: number }
  | { kind: 'refused'; message: string };

// Regular, no-break, narrow no-break and thin spaces, and the apostrophe Swiss German groups with.
const GROUP_SPACES = /[\s\u00a0\u202f\u2009'’]/g;
const MINUS_SIGNS = /^[-\u2212]/;

export interface MoneyLocaleText {
  decimal: string;
  /** "45,50" in de-DE: the example the messages give. */
  example: string;
}

export function moneyLocaleText(locale: string | undefined): MoneyLocaleText {
  const parts = new Intl.NumberFormat(locale).formatToParts(45.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  return { decimal, example: `45${decimal}50` };
}

/**
 * Which of '.' and ',' is the decimal point in this text. Both present: the last one (the other
 * groups thousands). One of them: the locale's decimal sign is one; the other one is a decimal
 * point too when it appears once before one or two digits ("45.50" typed on a German numeric pad),
 * and groups thousands when every group after it has three digits ("1.234" in German).
 */
function decimalSignOf(text: string, localeDecimal: string): '.' | ',' | null {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const sign = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (sign === null || sign === localeDecimal) return sign;
  const pieces = text.split(sign);
  const groupsOfThree = pieces.slice(1).every((piece) => piece.length === 3);
  return groupsOfThree ? null : sign;
}

export function readMoney(typed: string, locale: string | undefined): MoneyReading {
  const { decimal, example } = moneyLocaleText(locale);
  const trimmed = typed.trim();
  if (trimmed === '') return { kind: 'empty' };
  const negative = MINUS_SIGNS.test(trimmed);
  const text = trimmed.replace(MINUS_SIGNS, '').replace(GROUP_SPACES, '');
  if (!/^[0-9.,]+$/.test(text) || !/[0-9]/.test(text)) {
    return { kind: 'refused', message: `Enter the amount in digits, for example ${example}.` };
  }
  const sign = decimalSignOf(text, decimal);
  const [whole = '', fraction = '', ...extra] = sign === null ? [text] : text.split(sign);
  const groupSign = sign === '.' ? ',' : '.';
  const groups = whole.split(groupSign);
  const groupsRead = groups.length === 1 || (groups[0] !== '' && groups.slice(1).every((group) => /^[0-9]{3}$/.test(group)));
  if (extra.length > 0 || !groupsRead || fraction.includes(groupSign)) {
    return { kind: 'refused', message: `This amount cannot be read. Write it like ${example}.` };
  }
  if (fraction.length > 2) return { kind: 'refused', message: `Enter at most two decimals, for example ${example}.` };
  const value = Number(`${groups.join('') || '0'}.${fraction || '0'}`);
  return { kind: 'amount', value: negative && value !== 0 ? -value : value };
}

/** The amount as the field shows it once left: the locale's separators, two decimals, no symbol. */
export function writeMoney(value: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
