import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import type { Controlled } from './bound-field';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';
import type { SelectFieldProps } from './select-field';
import type { TextFieldProps } from './text-field';

type Named<T extends FieldValues> = { name: FieldPathByValue<T, string>; label: string };

/** A text field of a form's table of fields: its name in the form, its label and its input's props. */
export type TextFieldRow<T extends FieldValues> = Named<T> &
  Omit<TextFieldProps, Controlled> & { kind?: 'text' };
/** A select of a form's table of fields, with its options in `data`. */
export type SelectFieldRow<T extends FieldValues> = Named<T> &
  Omit<SelectFieldProps, Controlled> & { kind: 'select' };
export type FieldRow<T extends FieldValues> = TextFieldRow<T> | SelectFieldRow<T>;

export type FormFieldsProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  fields: readonly FieldRow<T>[];
  /** Puts the asterisk on every field (a row's own `withAsterisk` wins). */
  required?: boolean;
};

/**
 * A run of bound text fields and selects (form-text-field.tsx, form-select-field.tsx) written as a table, in
 * the table's order.
 */
export function FormFields<T extends FieldValues, TOut>({
  control,
  fields,
  required,
}: FormFieldsProps<T, TOut>) {
  return fields.map((row) => {
    if (row.kind === 'select') {
      const { kind: _select, ...select } = row;
      return <FormSelectField key={row.name} control={control} withAsterisk={required} {...select} />;
    }
    const { kind: _text, ...text } = row;
    return <FormTextField key={row.name} control={control} withAsterisk={required} {...text} />;
  });
}

/**
 * A component of fixed fields, all required, for any form whose values hold them under these names (e.g.
 * the person's or the address's fields).
 */
export function fieldGroup<V extends FieldValues>(rows: readonly FieldRow<V>[]) {
  return function FieldGroup<T extends FieldValues & V, TOut>({
    control,
  }: {
    control: Control<T, unknown, TOut>;
  }) {
    return <FormFields control={control} fields={rows as unknown as readonly FieldRow<T>[]} required />;
  };
}
