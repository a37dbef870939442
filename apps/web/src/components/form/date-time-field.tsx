import { TextInput, type TextInputProps } from '@mantine/core';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

type Props<T extends FieldValues, TOut> = Omit<
  TextInputProps,
  'value' | 'onChange' | 'error' | 'name' | 'type'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, string>;
  type?: 'datetime-local' | 'date';
};

/** A date-time input (yyyy-MM-ddTHH:mm, spec §9) bound to the form; its message shows once touched. */
export function FormDateTimeField<T extends FieldValues, TOut>({
  control,
  name,
  type = 'datetime-local',
  ...rest
}: Props<T, TOut>) {
  const { field, fieldState, formState } = useController({ control, name });
  const touched = fieldState.isTouched || formState.isSubmitted;
  return (
    <TextInput
      {...rest}
      type={type}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={touched ? fieldState.error?.message : undefined}
    />
  );
}
