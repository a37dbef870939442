import type { FieldValues } from 'react-hook-form';
import { type Bound, type Controlled, useBoundField } from './bound-field';
import { TextField, type TextFieldProps } from './text-field';

/** A text field bound to react-hook-form (bound-field.tsx). */
export type FormTextFieldProps<T extends FieldValues, TOut = T> = Omit<TextFieldProps, Controlled> &
  Bound<T, TOut>;

export function FormTextField<T extends FieldValues, TOut = T>(field: FormTextFieldProps<T, TOut>) {
  const { rest, set, props } = useBoundField(field);
  const change = (next: string) => {
    set(next);
    field.onChange?.(next);
  };
  return <TextField {...rest} {...props} onChange={change} />;
}
