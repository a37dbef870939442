import type { FieldValues } from 'react-hook-form';
import type { SelectOption } from '../../lib/form-options';
import { FormSelectField, type FormSelectFieldProps } from './form-select-field';

export type FormRecordSelectFieldProps<T extends FieldValues, TOut = T> = Omit<
  FormSelectFieldProps<T, TOut>,
  'data' | 'placeholder'
> & {
  /** The approved records as choices, and whether they are still loading. */
  records: { options: SelectOption[]; isPending: boolean };
  /** What one record is called ('broker', 'driver'): the loading and nothing-found texts name it. */
  what: string;
  /** What the empty select asks for once the records are in. */
  placeholder: string;
};

/** A required choice among approved records (the broker, the driver of a load): searchable. */
export function FormRecordSelectField<T extends FieldValues, TOut = T>({
  records,
  what,
  placeholder,
  ...rest
}: FormRecordSelectFieldProps<T, TOut>) {
  return (
    <FormSelectField
      placeholder={records.isPending ? `Loading ${what}s…` : placeholder}
      data={records.options}
      searchable
      nothingFoundMessage={`No approved ${what}`}
      withAsterisk
      {...rest}
    />
  );
}
