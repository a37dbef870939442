import { TextInput, type TextInputProps } from '@mantine/core';
import type { FocusEvent } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

export type FormDateFieldProps<T extends FieldValues, TOut = T> = Omit<
  TextInputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'name'
> & {
  control: Control<T, unknown, TOut>;
  /** Holds the date as `yyyy-MM-dd` ('' when empty). */
  name: FieldPathByValue<T, string>;
};

/**
 * A calendar date bound to react-hook-form: the browser's date picker, the value `yyyy-MM-dd`. The message
 * of its rule shows once the field is touched or the form submitted (spec §5).
 */
export function FormDateField<T extends FieldValues, TOut = T>({
  control,
  name,
  onBlur,
  disabled,
  ...rest
}: FormDateFieldProps<T, TOut>) {
  const { field, fieldState, formState } = useController({ control, name });
  const touched = fieldState.isTouched || formState.isSubmitted;
  return (
    <TextInput
      {...rest}
      type="date"
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      disabled={disabled || field.disabled}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={touched ? fieldState.error?.message : undefined}
    />
  );
}
