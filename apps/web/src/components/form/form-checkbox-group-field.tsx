import { Checkbox, type CheckboxGroupProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

/**
 * A list of checkboxes bound to a string list of a react-hook-form form, its refusal under it; `order` puts the
 * ticked values in the order the form keeps (Mantine hands them in the order they were ticked).
 */
export function FormCheckboxGroupField<T extends FieldValues, TOut = T>({
  control,
  name,
  order,
  children,
  ...props
}: Omit<CheckboxGroupProps, 'value' | 'onChange' | 'error' | 'children'> & {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, string[]>;
  order?: (ticked: string[]) => string[];
  children: ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox.Group
      {...props}
      value={field.value}
      onChange={(ticked) => field.onChange(order ? order(ticked) : ticked)}
      error={fieldState.error?.message}
    >
      <Stack gap={6} mt={6}>
        {children}
      </Stack>
    </Checkbox.Group>
  );
}
