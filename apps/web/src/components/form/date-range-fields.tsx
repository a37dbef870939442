import { daysInOrder } from '@fletx/contract/date-range';
import type { ReactNode } from 'react';
import { DateField } from './date-field';

export type DateRangeFieldsProps = {
  /** The first day (`yyyy-MM-dd`), '' when none. */
  from: string;
  /** The last day (`yyyy-MM-dd`), '' when none. */
  to: string;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  /** The two fields' labels; From and To unless told. */
  labels?: readonly [string, string];
  /** Shown under the first field when both days are given and the first is after the last. */
  backwards?: string;
  /** A message of the caller's own about the range (e.g. a period too long), under the first field. */
  error?: ReactNode;
  /** Each field's width. */
  w?: number;
  /** Whether the fields have a clear button; they do unless told. */
  clearable?: boolean;
  /** The first field's class (e.g. a message that hangs under it without making the row taller). */
  fromClassName?: string;
};

/** Whether a range's two days run backwards: both given, the first after the last. */
export const daysBackwards = (from: string, to: string): boolean => !daysInOrder(from, to);

/**
 * A list's From and To days (docs/product.md "Dates and times"): two date fields side by side; when the range
 * runs backwards, the message the caller gives shows under the first field at once (no blur needed), since the
 * list then asks for nothing and says why.
 */
export function DateRangeFields({
  from,
  to,
  onFromChange,
  onToChange,
  labels = ['From', 'To'],
  backwards,
  error,
  w = 160,
  clearable = true,
  fromClassName,
}: DateRangeFieldsProps) {
  const message = error ?? (backwards && daysBackwards(from, to) ? backwards : undefined);
  const both = { w, clearable };
  return (
    <>
      <DateField
        {...both}
        label={labels[0]}
        value={from}
        onChange={onFromChange}
        error={message}
        touched
        className={fromClassName}
      />
      <DateField {...both} label={labels[1]} value={to} onChange={onToChange} />
    </>
  );
}
