import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { UseFormRegister } from 'react-hook-form';
import { FormField } from '@nail-or-never/shared/kit';
import type { BookingCreateFormInput } from '@nail-or-never/shared/schemas';
import { PastVisitCheck } from './PastVisitCheck';

export interface BookingExtraFieldsProps {
  /** `booking` or `edit-booking`: the boxes' ids, so the two dialogs never share one. */
  idPrefix: string;
  /** The booking form's (New and Change booking hold the same values). */
  register: UseFormRegister<BookingCreateFormInput>;
  /** A start has passed: ask whether this records a past visit. */
  pastAsked: boolean;
  overriding: boolean | undefined;
  errorOf: (field: 'notes' | 'overrideReason') => string | undefined;
}

/** The fields the New and Change booking dialogs share below the services: notes, a past visit, a double-booking and why. */
export function BookingExtraFields({ idPrefix, register, pastAsked, overriding, errorOf }: BookingExtraFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-notes`} label="Notes" error={errorOf('notes')}>
        {(a11y) => <InputTextarea {...a11y} rows={2} {...register('notes')} />}
      </FormField>
      {pastAsked ? <PastVisitCheck id={`${idPrefix}-past`} registration={register('recordPastVisit')} /> : null}
      <div className="gen-check">
        <input id={`${idPrefix}-override`} type="checkbox" {...register('overrideOverlap')} />
        <label htmlFor={`${idPrefix}-override`}>Book even if the employee is already busy then (double-booking)</label>
      </div>
      {overriding === true ? (
        <FormField id={`${idPrefix}-override-reason`} label="Why double-book?" error={errorOf('overrideReason')}>
          {(a11y) => <InputText {...a11y} {...register('overrideReason')} />}
        </FormField>
      ) : null}
    </>
  );
}
