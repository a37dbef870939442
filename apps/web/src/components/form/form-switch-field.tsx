import { Switch, type SwitchProps } from '@mantine/core';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** A yes/no of a react-hook-form form as a switch; `onToggle` hears the new state after the form took it. */
export function FormSwitchField<T extends FieldValues, TOut = T>({
  control,
  name,
  onToggle,
  ...props
}: Omit<SwitchProps, 'checked' | 'onChange' | 'name'> & {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, boolean>;
  onToggle?: (checked: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...props}
          checked={field.value}
          onChange={(event) => {
            field.onChange(event.currentTarget.checked);
            onToggle?.(event.currentTarget.checked);
          }}
        />
      )}
    />
  );
}
