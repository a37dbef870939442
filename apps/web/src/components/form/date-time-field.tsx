import type { FieldValues } from 'react-hook-form';
import { FormDateField, type FormDateFieldProps } from './date-field';

export type FormDateTimeFieldProps<T extends FieldValues, TOut = T> = Omit<
  FormDateFieldProps<T, TOut>,
  'withTime'
>;

/**
 * A date and time of day bound to react-hook-form (a stop's open and close times, docs/product.md "Stops"):
 * typed as dd/MM/yyyy HH:mm (24-hour; ISO yyyy-MM-ddTHH:mm is understood too) or its day picked from the
 * calendar, held as `yyyy-MM-ddTHH:mm` ('' when empty). Its message shows once touched or the form submitted.
 */
export function FormDateTimeField<T extends FieldValues, TOut = T>(props: FormDateTimeFieldProps<T, TOut>) {
  return <FormDateField {...props} withTime />;
}
