import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar, IconCalendarClock } from '@tabler/icons-react';
import { type ReactNode, type Ref, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  DATE_FORMAT,
  DATE_PLACEHOLDER,
  DATE_TIME_INPUT_FORMAT,
  DATE_TIME_PLACEHOLDER,
  parseDateText,
  parseDateTimeText,
} from '../../lib/format';
import { type Bound, useBoundField } from './bound-field';
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
  /** The field holds a date and a time of day: `yyyy-MM-ddTHH:mm` instead of `yyyy-MM-dd`. */
  withTime?: boolean;
  /** The date as `yyyy-MM-dd` (with the time, `yyyy-MM-ddTHH:mm`), '' when empty. */
  value: string;
  /** Called with `yyyy-MM-dd` (with the time, `yyyy-MM-ddTHH:mm`), or '' once the field is emptied. */
  onChange: (value: string) => void;
  /** The validation message; shown only once the field is touched. */
  error?: ReactNode;
  /** Drives the touched state; without it, the field is touched after its first blur. */
  touched?: boolean;
  /**
   * The date the parent takes for one typed or picked (`yyyy-MM-dd` in, out), when not that one: a week's
   * Monday. The field shows it once left, not the day typed.
   */
  takenAs?: (date: string) => string;
  ref?: Ref<HTMLInputElement>;
};

/** How a date field, or a date-and-time one, shows, reads and clears its text. */
const KINDS = {
  date: {
    valueFormat: DATE_FORMAT,
    placeholder: DATE_PLACEHOLDER,
    parse: parseDateText,
    icon: IconCalendar,
    clearLabel: 'Clear date',
  },
  dateTime: {
    valueFormat: DATE_TIME_INPUT_FORMAT,
    placeholder: DATE_TIME_PLACEHOLDER,
    parse: parseDateTimeText,
    icon: IconCalendarClock,
    clearLabel: 'Clear date and time',
  },
} as const;

/**
 * A date-and-time field's new value from what the input reports: a typed date-time as it is, a day picked
 * from the calendar (`yyyy-MM-dd`) with the time the field already holds (00:00 when none).
 */
function withTimeOf(current: string, next: string): string {
  const day = next.slice(0, 10);
  const time = next.length > 10 ? next.slice(11, 16) : current.slice(11, 16) || '00:00';
  return `${day}T${time}`;
}

/**
 * What the field shows: its value, or the date typed or picked since, until the value passed changes. A list
 * filter's address changes at once but its page draws the new value later (a transition); meanwhile leaving the
 * field would put the old date's text back (Mantine's fixOnBlur), and the same text typed again would then
 * change nothing. An emptied field is not held: a parent that keeps a date (a period that is never empty) shows
 * it again.
 */
function useHeldValue(value: string) {
  const [held, setHeld] = useState<{ over: string; date: string } | null>(null);
  // The parent passed a value of its own since: it is shown (React's "adjusting state when a prop changes").
  if (held !== null && held.over !== value) setHeld(null);
  const shown = held !== null && held.over === value ? held.date : value;
  const hold = (date: string) => setHeld(date === '' || date === value ? null : { over: value, date });
  return { shown, hold };
}

/**
 * The product's date input (docs/product.md "Dates and times": dates read dd/MM/yyyy, whatever the browser's
 * locale): typed as dd/MM/yyyy (d/M/yyyy and yyyy-MM-dd are understood too) or picked from the calendar. With
 * `withTime`, it reads dd/MM/yyyy HH:mm (24-hour; d/M/yyyy H:mm and ISO yyyy-MM-ddTHH:mm too), and a day
 * picked from the calendar keeps the time. Text that is not a real date (and time) never becomes the value;
 * on blur the field shows its value again. An optional field (no asterisk) has a clear button unless told
 * otherwise.
 */
export function DateField({
  withTime = false,
  value,
  onChange,
  error,
  touched,
  onBlur,
  onInput,
  withAsterisk,
  clearable = !withAsterisk,
  takenAs,
  ...rest
}: DateFieldProps) {
  const { isTouched, handleBlur } = useTouched(touched, onBlur);
  const kind = KINDS[withTime ? 'dateTime' : 'date'];
  const { shown, hold } = useHeldValue(value);
  const change = (next: string) => {
    // The date taken is held, not the one typed: the text typed stays while the calendar is open (Mantine
    // writes a new value into the text only once it is closed), and the field shows the date taken once left.
    hold(takenAs && next !== '' ? takenAs(next) : next);
    onChange(next);
  };
  return (
    <DateInput
      placeholder={kind.placeholder}
      withAsterisk={withAsterisk}
      clearable={clearable}
      leftSection={<kind.icon size={16} aria-hidden />}
      clearButtonProps={{ 'aria-label': kind.clearLabel }}
      popoverProps={{ shadow: 'md' }}
      // Clicking the chosen day again keeps it (Mantine would empty the field, and with it the time).
      allowDeselect={false}
      {...rest}
      valueFormat={kind.valueFormat}
      dateParser={kind.parse}
      withTime={withTime}
      value={shown === '' ? null : shown}
      onChange={(next) => change(next === null ? '' : withTime ? withTimeOf(shown, next) : next)}
      // Emptying the text empties the value, clearable or not (Mantine would keep the last date).
      onInput={(event) => {
        if (event.currentTarget.value.trim() === '' && shown !== '') change('');
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
  Bound<T, TOut> & {
    /** Hears the new value after the form took it (e.g. to fill a field that depends on it). */
    onChange?: (value: string) => void;
  };

/**
 * A calendar date bound to react-hook-form: shown dd/MM/yyyy, held as `yyyy-MM-dd` ('' when empty). The
 * message of its rule shows once the field is touched or the form submitted
 * (docs/product.md "Shared widgets").
 */
export function FormDateField<T extends FieldValues, TOut = T>(field: FormDateFieldProps<T, TOut>) {
  const { rest, set, props } = useBoundField(field);
  const { onChange: heard, ...input } = rest;
  const change = (next: string) => {
    set(next);
    heard?.(next);
  };
  return <DateField {...input} {...props} onChange={change} />;
}
