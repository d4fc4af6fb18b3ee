import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { MoneyField } from './MoneyField';

interface PriceForm {
  price: number | null;
}

let form: UseFormReturn<PriceForm> | null = null;

function PriceHarness({ locale, currency, initial, max = 1000 }: { locale: string; currency: string; initial: number | null; max?: number }) {
  const current = useForm<PriceForm>({ defaultValues: { price: initial } });
  form = current;
  return <MoneyField id="price" label="Price" name="price" control={current.control} currency={currency} max={max} locale={locale} />;
}

function renderPrice(locale: string, currency = 'EUR', initial: number | null = null) {
  render(<PriceHarness locale={locale} currency={currency} initial={initial} />);
  return screen.getByRole('textbox', { name: `Price (${currency})` });
}

const price = () => form?.getValues('price');
const alert = () => document.getElementById('price-error')?.textContent ?? null;

afterEach(() => {
  form = null;
});

describe('MoneyField', () => {
  it.each([
    ['de-DE', '45,50', 45.5],
    ['de-DE', '45.50', 45.5],
    ['de-DE', '1.234,50', 1234.5],
    ['de-DE', '1 234,50', 1234.5],
    ['de-DE', '1.234', 1234],
    ['en-GB', '45.50', 45.5],
    ['en-GB', '45,50', 45.5],
    ['en-GB', '1,234.50', 1234.5],
    ['fr-FR', '45,50', 45.5],
    ['fr-FR', '1\u202f234,50', 1234.5],
    ['fr-FR', '1\u00a0234,50', 1234.5],
  ])('reads %s "%s" typed as %d, never multiplied', async (locale, typed, expected) => {
    render(<PriceHarness locale={locale} currency="EUR" initial={null} max={10000} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Price (EUR)' }), typed);

    expect(price()).toBe(expected);
    expect(alert()).toBeNull();
  });

  it.each([
    ['de-DE', '1.234,50', 1234.5],
    ['en-GB', '1,234.50', 1234.5],
    ['fr-FR', '1\u202f234,50', 1234.5],
  ])('reads a pasted %s "%s" with thousands as %d', async (locale, pasted, expected) => {
    render(<PriceHarness locale={locale} currency="EUR" initial={null} max={10000} />);
    const input = screen.getByRole('textbox', { name: 'Price (EUR)' });

    input.focus();
    await userEvent.paste(pasted);

    expect(price()).toBe(expected);
  });

  it('shows the amount in the locale once the field is left', async () => {
    const input = renderPrice('de-DE');
    await userEvent.type(input, '45.5');
    await userEvent.tab();
    expect(input).toHaveValue('45,50');
  });

  it.each([
    ['de-DE', '45,505', 'Enter at most two decimals, for example 45,50.'],
    ['en-GB', '45.505', 'Enter at most two decimals, for example 45.50.'],
    ['fr-FR', '12,345', 'Enter at most two decimals, for example 45,50.'],
  ])('refuses more than two decimals in %s ("%s")', async (locale, typed, message) => {
    const input = renderPrice(locale);

    await userEvent.type(input, typed);

    expect(alert()).toBe(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(price()).toBeNaN();
  });

  it.each([
    ['de-DE', '1.500', 'The amount can be at most 1.000,00 €.'],
    ['en-GB', '1500', 'The amount can be at most €1,000.00.'],
    ['fr-FR', '1 500,00', 'The amount can be at most 1 000,00 €.'],
  ])('refuses %s "%s" beyond the limit, naming it, and never lowers it', async (locale, typed, message) => {
    const input = renderPrice(locale);

    await userEvent.type(input, typed);
    await userEvent.tab();

    expect(alert()?.replace(/[\u00a0\u202f]/g, ' ')).toBe(message);
    expect(input).toHaveValue(typed);
    expect(price()).toBeNaN();
  });

  it('refuses letters with a message in words', async () => {
    const input = renderPrice('en-GB');
    await userEvent.type(input, '12 euros');
    expect(alert()).toBe('Enter the amount in digits, for example 45.50.');
  });

  it('clears a refusal once the amount is right and shows the salon currency beside the field', async () => {
    const input = renderPrice('en-GB', 'GBP');
    await userEvent.type(input, '45.505');
    await userEvent.type(input, '{Backspace}');
    expect(alert()).toBeNull();
    expect(price()).toBe(45.5);
    expect(screen.getByText('£')).toBeInTheDocument();
  });

  it('shows a value set from outside, like a reset to the saved record', async () => {
    const input = renderPrice('de-DE', 'EUR', 35);
    expect(input).toHaveValue('35,00');
    act(() => form?.reset({ price: 12.5 }));
    expect(input).toHaveValue('12,50');
  });
});
