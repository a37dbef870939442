import type { FocusEvent } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field';
import { TextField, type TextFieldProps } from './text-field';
import { TextareaField, type TextareaFieldProps } from './textarea-field';

/**
 * The shared fields bound to react-hook-form. The message of the field's rule shows under it once the
 * field was touched or the form was submitted (a submit marks every field touched,
 * docs/product.md "Shared widgets").
 */
export type Bound<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, string>;
};

type Controlled = 'value' | 'defaultValue' | 'error' | 'touched' | 'name';

/** What a bound field passes on to its input as is. */
type PassedOn<E extends HTMLElement> = { disabled?: boolean; onBlur?: (event: FocusEvent<E>) => void };

/**
 * A bound field's props split: the input's own (`rest`), the ones it takes from the form (its value as
 * text, its message and touched state) and the form's `set`, which the field calls from its `onChange`.
 */
export function useBoundField<T extends FieldValues, TOut, E extends HTMLElement, R>({
  control,
  name,
  disabled,
  onBlur,
  ...rest
}: Bound<T, TOut> & PassedOn<E> & R) {
  const { field, fieldState, formState } = useController({ control, name });
  return {
    rest,
    set: field.onChange,
    props: {
      ref: field.ref,
      name: field.name,
      value: typeof field.value === 'string' ? field.value : '',
      disabled: disabled || field.disabled,
      onBlur: (event: FocusEvent<E>) => {
        field.onBlur();
        onBlur?.(event);
      },
      error: fieldState.error?.message,
      touched: fieldState.isTouched || formState.isSubmitted,
    },
  };
}

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

export type FormSelectFieldProps<T extends FieldValues, TOut = T> = Omit<SelectFieldProps, Controlled> &
  Bound<T, TOut>;

export function FormSelectField<T extends FieldValues, TOut = T>(field: FormSelectFieldProps<T, TOut>) {
  const { rest, set, props } = useBoundField(field);
  const change: SelectFieldProps['onChange'] = (next, option) => {
    set(next ?? '');
    field.onChange?.(next, option);
  };
  return (
    <SelectField {...rest} {...props} value={props.value === '' ? null : props.value} onChange={change} />
  );
}

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
