import { Textarea, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTouched } from './use-touched';

export type TextareaFieldProps = Omit<TextareaProps, 'error' | 'classNames' | 'styles' | 'vars'> & {
  /** The validation message; shown only once the field is touched. */
  error?: ReactNode;
  /** Drives the touched state; without it, the field is touched after its first blur. */
  touched?: boolean;
};

export function TextareaField({ error, touched, onBlur, ...rest }: TextareaFieldProps) {
  const { isTouched, handleBlur } = useTouched(touched, onBlur);
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={10}
      {...rest}
      onBlur={handleBlur}
      error={isTouched ? error : undefined}
    />
  );
}
