import { Controller, type FieldPathByValue, type FieldValues, type Path } from 'react-hook-form';
import type { SalonClock, WeeklyHours } from '@nail-or-never/shared/schemas';
import type { RecordForm } from '../recordForm/useRecordForm';
import { WeeklyHoursEditor, type HoursErrorOf } from './WeeklyHoursEditor';

export interface RecordHoursFieldProps<Input extends FieldValues, Output> {
  record: RecordForm<Input, Output>;
  /** The form's field holding the weekly hours (`openingHours`, `weeklyHours`). */
  name: FieldPathByValue<Input, WeeklyHours>;
  idPrefix: string;
  /** What a day without intervals means here: "Closed" for the salon, "Not working" for a person. */
  emptyDayText: string;
  /** The salon's clock (`useSalonClock`, or the contact form's own choice while it is edited). */
  clock: SalonClock;
}

/** The weekly hours editor bound to a record form, its errors shown by the form's rules. */
export function RecordHoursField<Input extends FieldValues, Output>({ record, name, idPrefix, emptyDayText, clock }: RecordHoursFieldProps<Input, Output>) {
  // The editor names an interval by day, place and edge; the form knows it by its path under `name`.
  const errorOf: HoursErrorOf = (day, index, edge) =>
    record.errorOf((index === undefined ? `${name}.${day}` : `${name}.${day}.${index}.${edge ?? 'start'}`) as Path<Input>);
  return (
    <Controller
      control={record.form.control}
      name={name}
      render={({ field }) => (
        <WeeklyHoursEditor
          idPrefix={idPrefix}
          // `name` only names fields holding weekly hours, which TypeScript cannot follow through the path.
          value={field.value as WeeklyHours}
          onChange={field.onChange}
          emptyDayText={emptyDayText}
          clock={clock}
          disabled={record.busy}
          errorOf={errorOf}
        />
      )}
    />
  );
}
