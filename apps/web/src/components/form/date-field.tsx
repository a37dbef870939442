import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { FocusEvent, ReactNode, Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { DATE_FORMAT, DATE_PLACEHOLDER, parseDateText } from '../../lib/format';
import { type Bound, useBoundField } from './form-fields';
import { useTouched } from './use-touched';

export type DateFieldProps = Omit<
  DateInputProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'error'
  | 'valueFormat'
  | 'dateParser'
  | 'withTime'
  | 'classNames'
  | 'styles'
  | 'vars'
> & {
  /** The date as `yyyy-MM-dd`, '' when empty. */
  value: string;
  /** Called with `yyyy-MM-dd`, or '' once the field is emptied. */
  onChange: (value: string) => void;
  /** The validation message; shown only once the field is touched. */
  error?: ReactNode;
  /** Drives the touched state; without it, the field is touched after its first blur. */
  touched?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The product's date input (spec §1: dates read dd/MM/yyyy, whatever the browser's locale): typed as
 * dd/MM/yyyy (d/M/yyyy and yyyy-MM-dd are understood too) or picked from the calendar. Text that is not a
 * real date never becomes the value; on blur the field shows its value again. An optional field (no
 * asterisk) has a clear button unless told otherwise.
 */
export function DateField({
  value,
  onChange,
  error,
  touched,
  onBlur,
  onInput,
  withAsterisk,
  clearable = !withAsterisk,
  ...rest
}: DateFieldProps) {
  const { isTouched, handleBlur } = useTouched(touched, onBlur);
  return (
    <DateInput
      placeholder={DATE_PLACEHOLDER}
      withAsterisk={withAsterisk}
      clearable={clearable}
      leftSection={<IconCalendar size={16} aria-hidden />}
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      popoverProps={{ shadow: 'md' }}
      {...rest}
      valueFormat={DATE_FORMAT}
      dateParser={parseDateText}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      // Emptying the text empties the value, clearable or not (Mantine would keep the last date).
      onInput={(event) => {
        if (event.currentTarget.value.trim() === '' && value !== '') onChange('');
        onInput?.(event);
      }}
      onBlur={handleBlur}
      error={isTouched ? error : undefined}
    />
  );
}

export type FormDateFieldProps<T extends FieldValues, TOut = T> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'error' | 'touched' | 'name'
> &
  Bound<T, TOut>;

/**
 * A calendar date bound to react-hook-form: shown dd/MM/yyyy, held as `yyyy-MM-dd` ('' when empty). The
 * message of its rule shows once the field is touched or the form submitted (spec §5).
 */
export function FormDateField<T extends FieldValues, TOut = T>({
  control,
  name,
  onBlur,
  disabled,
  ...rest
}: FormDateFieldProps<T, TOut>) {
  const { field, value, error, touched } = useBoundField({ control, name });
  return (
    <DateField
      {...rest}
      ref={field.ref}
      name={field.name}
      value={value}
      disabled={disabled || field.disabled}
      onChange={field.onChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={error}
      touched={touched}
    />
  );
}
