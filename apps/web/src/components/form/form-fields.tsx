import type { FocusEvent } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field';
import { TextField, type TextFieldProps } from './text-field';
import { TextareaField, type TextareaFieldProps } from './textarea-field';

/**
 * The shared fields bound to react-hook-form. The message of the field's rule shows under it once the
 * field was touched or the form was submitted (a submit marks every field touched, spec §5).
 */
export type Bound<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, string>;
};

type Controlled = 'value' | 'defaultValue' | 'error' | 'touched' | 'name';

export function useBoundField<T extends FieldValues, TOut>({ control, name }: Bound<T, TOut>) {
  const { field, fieldState, formState } = useController({ control, name });
  return {
    field,
    value: typeof field.value === 'string' ? field.value : '',
    error: fieldState.error?.message,
    touched: fieldState.isTouched || formState.isSubmitted,
  };
}

export type FormTextFieldProps<T extends FieldValues, TOut = T> = Omit<TextFieldProps, Controlled> &
  Bound<T, TOut>;

export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  onChange,
  onBlur,
  disabled,
  ...rest
}: FormTextFieldProps<T, TOut>) {
  const { field, value, error, touched } = useBoundField({ control, name });
  return (
    <TextField
      {...rest}
      ref={field.ref}
      name={field.name}
      value={value}
      disabled={disabled || field.disabled}
      onChange={(next) => {
        field.onChange(next);
        onChange?.(next);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={error}
      touched={touched}
    />
  );
}

export type FormSelectFieldProps<T extends FieldValues, TOut = T> = Omit<SelectFieldProps, Controlled> &
  Bound<T, TOut>;

export function FormSelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  onChange,
  onBlur,
  disabled,
  ...rest
}: FormSelectFieldProps<T, TOut>) {
  const { field, value, error, touched } = useBoundField({ control, name });
  return (
    <SelectField
      {...rest}
      ref={field.ref}
      name={field.name}
      value={value === '' ? null : value}
      disabled={disabled || field.disabled}
      onChange={(next, option) => {
        field.onChange(next ?? '');
        onChange?.(next, option);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={error}
      touched={touched}
    />
  );
}

export type FormTextareaFieldProps<T extends FieldValues, TOut = T> = Omit<TextareaFieldProps, Controlled> &
  Bound<T, TOut>;

export function FormTextareaField<T extends FieldValues, TOut = T>({
  control,
  name,
  onChange,
  onBlur,
  disabled,
  ...rest
}: FormTextareaFieldProps<T, TOut>) {
  const { field, value, error, touched } = useBoundField({ control, name });
  return (
    <TextareaField
      {...rest}
      ref={field.ref}
      name={field.name}
      value={value}
      disabled={disabled || field.disabled}
      onChange={(event) => {
        field.onChange(event.currentTarget.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={error}
      touched={touched}
    />
  );
}
