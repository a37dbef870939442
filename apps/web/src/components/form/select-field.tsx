import { Select, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTouched } from './use-touched';

export type SelectFieldProps = Omit<SelectProps, 'error' | 'classNames' | 'styles' | 'vars'> & {
  /** The validation message; shown only once the field is touched. */
  error?: ReactNode;
  /** Drives the touched state; without it, the field is touched after its first blur. */
  touched?: boolean;
};

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
