import type { FieldValues } from 'react-hook-form';
import { type Bound, type Controlled, useBoundField } from './bound-field';
import { TextareaField, type TextareaFieldProps } from './textarea-field';

/** A textarea bound to react-hook-form (bound-field.tsx). */
export type FormTextareaFieldProps<T extends FieldValues, TOut = T> = Omit<TextareaFieldProps, Controlled> &
  Bound<T, TOut>;

export function FormTextareaField<T extends FieldValues, TOut = T>(field: FormTextareaFieldProps<T, TOut>) {
  const { rest, set, props } = useBoundField(field);
  const change: TextareaFieldProps['onChange'] = (event) => {
    set(event.currentTarget.value);
    field.onChange?.(event);
  };
  return <TextareaField {...rest} {...props} onChange={change} />;
}
