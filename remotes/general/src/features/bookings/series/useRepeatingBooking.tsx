import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { bookingSeriesMutations } from '@nail-or-never/shared/general';
import type { SaveMutation, SavedToast } from '@nail-or-never/shared/kit';
import type { Booking, BookingCreateInput, BookingSeriesPreview, BookingSeriesPreviewInput } from '@nail-or-never/shared/schemas';
import { NO_REPEAT, readRepeat, type RepeatDraft } from './repeatDraft';
import { RepeatSection } from './RepeatSection';
import { SeriesOccurrencesStep } from './SeriesOccurrencesStep';
import './series.css';

/** What the New booking form's save did: booked one visit, or previewed a repeating booking's visits. */
export type BookingOrPreview = { kind: 'booked'; booking: Booking } | { kind: 'previewed'; request: BookingSeriesPreviewInput; preview: BookingSeriesPreview };

export interface RepeatingBooking {
  /** The form's save: a single booking as before, or the preview of a repeating one. */
  mutation: SaveMutation<BookingCreateInput, BookingOrPreview>;
  /** Wraps the form's submit: a Repeat section that cannot be read shows its messages and sends nothing. */
  submit: (submitForm: (event?: FormEvent) => void, validateForm: () => unknown) => (event?: FormEvent) => void;
  savedToast: (single: (booking: Booking) => SavedToast) => (saved: BookingOrPreview) => SavedToast | null;
  /** True while the dialog is on a single booking (its button says "Book"). */
  single: boolean;
  /** The Repeat section, for the booking form. */
  section: ReactNode;
  /** The visits step, shown over the form after a preview. */
  step: ReactNode;
  dirty: boolean;
}

/**
 * A preview's 400 names the booking's fields under `booking.` (its body wraps the booking): the
 * same fields as the New booking form's, so the names are unwrapped and each message lands on its box.
 */
function unwrapBookingFields(error: unknown): unknown {
  const body: unknown = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return error;
  const answer = body as { errors?: Record<string, string> };
  if (answer.errors) answer.errors = Object.fromEntries(Object.entries(answer.errors).map(([field, message]) => [field.replace(/^booking\./, ''), message]));
  return error;
}

/**
 * The New booking dialog's repeating booking, kept apart from the dialog so the dialog gains only
 * a section, a step and a wrapped save: with "Does not repeat" everything works as before.
 */
export function useRepeatingBooking({ create, onBooked }: { create: SaveMutation<BookingCreateInput, Booking>; onBooked: () => void }): RepeatingBooking {
  const [draft, setDraft] = useState<RepeatDraft>(NO_REPEAT);
  const [tried, setTried] = useState(false);
  const [step, setStep] = useState<Extract<BookingOrPreview, { kind: 'previewed' }> | null>(null);
  const preview = useMutation(bookingSeriesMutations.preview());
  const reading = readRepeat(draft);
  // The save reads the section as it is when sent, not as it was when the form last drew.
  const latest = useRef(reading);
  latest.current = reading;

  const mutation: SaveMutation<BookingCreateInput, BookingOrPreview> = {
    isPending: create.isPending || preview.isPending,
    mutateAsync: async (input) => {
      const current = latest.current;
      if (current.kind !== 'rule') return { kind: 'booked', booking: await create.mutateAsync(input) };
      const request = { booking: input, repeat: current.rule };
      try {
        const answer = await preview.mutateAsync(request);
        setStep({ kind: 'previewed', request, preview: answer });
        return { kind: 'previewed', request, preview: answer };
      } catch (error) {
        throw unwrapBookingFields(error);
      }
    },
  };

  return {
    mutation,
    submit: (submitForm, validateForm) => (event) => {
      setTried(true);
      if (latest.current.kind === 'invalid') {
        event?.preventDefault();
        void validateForm();
        return;
      }
      submitForm(event);
    },
    savedToast: (single) => (saved) => (saved.kind === 'booked' ? single(saved.booking) : null),
    single: reading.kind === 'single',
    section: <RepeatSection draft={draft} onChange={setDraft} errors={tried && reading.kind === 'invalid' ? reading.errors : {}} />,
    step: step ? <SeriesOccurrencesStep request={step.request} preview={step.preview} onBack={() => setStep(null)} onBooked={onBooked} /> : null,
    dirty: draft.every !== '',
  };
}
