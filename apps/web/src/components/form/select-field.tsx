import { Select, type SelectProps } from '@mantine/core';
import { type TouchedFieldProps, useTouched } from './use-touched';

export type SelectFieldProps = TouchedFieldProps<SelectProps>;

export function SelectField({ error, touched, onBlur, ...rest }: SelectFieldProps) {
  const { isTouched, handleBlur } = useTouched(touched, onBlur);
  return (
    <Select
      allowDeselect={false}
      comboboxProps={{ shadow: 'md' }}
      {...rest}
      onBlur={handleBlur}
      error={isTouched ? error : undefined}
    />
  );
}
