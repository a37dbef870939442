import { Textarea, type TextareaProps } from '@mantine/core';
import { type TouchedFieldProps, useTouched } from './use-touched';

export type TextareaFieldProps = TouchedFieldProps<TextareaProps>;

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
