import type { UseFormRegisterReturn } from 'react-hook-form';
import { RECORD_PAST_VISIT_LABEL } from '../model/pastVisit';

export interface PastVisitCheckProps {
  id: string;
  registration: UseFormRegisterReturn;
}

/** "Record a past visit": asked where a form's start has passed, as the API wants it said. */
export function PastVisitCheck({ id, registration }: PastVisitCheckProps) {
  return (
    <div className="gen-check">
      <input id={id} type="checkbox" {...registration} />
      <label htmlFor={id}>{RECORD_PAST_VISIT_LABEL}</label>
    </div>
  );
}
