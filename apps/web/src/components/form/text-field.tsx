import { INPUT_DEBOUNCE_MS } from '@fletx/contract/constants';
import { PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback, useUncontrolled } from '@mantine/hooks';
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import { blockKeys, sanitizeValue, type TextFieldType } from './input-rules';
import { useTouched } from './use-touched';

export type { TextFieldType } from './input-rules';

export type TextFieldProps = Omit<
  TextInputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'classNames' | 'styles' | 'vars'
> & {
  /** email and password refuse spaces; phone accepts digits only; number accepts digits and one dot. */
  type?: TextFieldType;
  value?: string;
  defaultValue?: string;
  /** Called with the cleaned value on every change. */
  onChange?: (value: string) => void;
  /**
   * Called once typing pauses for `debounceMs` (docs/product.md "Shared widgets": changes pass on after a 1
   * second pause).
   */
  onDebouncedChange?: (value: string) => void;
  debounceMs?: number;
  /** The validation message; shown only once the field is touched. */
  error?: ReactNode;
  /** Drives the touched state; without it, the field is touched after its first blur. */
  touched?: boolean;
};

const HTML_TYPES: Record<TextFieldType, string> = {
  text: 'text',
  email: 'email',
  password: 'password',
  phone: 'tel',
  number: 'text',
};

const INPUT_MODES: Partial<Record<TextFieldType, TextInputProps['inputMode']>> = {
  email: 'email',
  phone: 'numeric',
  number: 'decimal',
};

/** The toggle's name must not contain "password", so that `getByLabel('Password')` finds one element. */
const VISIBILITY_TOGGLE_LABEL = 'Show or hide the characters';

export function TextField({
  type = 'text',
  value,
  defaultValue,
  onChange,
  onDebouncedChange,
  debounceMs = INPUT_DEBOUNCE_MS,
  error,
  touched,
  onBlur,
  onKeyDown,
  ...rest
}: TextFieldProps) {
  const [current, setCurrent] = useUncontrolled<string>({ value, defaultValue, finalValue: '', onChange });
  const { isTouched, handleBlur } = useTouched(touched, onBlur);
  const debounced = useDebouncedCallback((next: string) => onDebouncedChange?.(next), debounceMs);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeValue(type, event.currentTarget.value);
    setCurrent(next);
    if (onDebouncedChange) debounced(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    blockKeys(type, event);
    onKeyDown?.(event);
  };

  const shared = {
    ...rest,
    value: current,
    onChange: handleChange,
    onKeyDown: handleKeyDown,
    onBlur: handleBlur,
    error: isTouched ? error : undefined,
  };

  if (type === 'password') {
    return (
      <PasswordInput
        autoComplete="current-password"
        {...shared}
        visibilityToggleButtonProps={{ 'aria-label': VISIBILITY_TOGGLE_LABEL }}
      />
    );
  }
  return (
    <TextInput
      autoComplete={type === 'email' ? 'email' : type === 'phone' ? 'tel' : undefined}
      inputMode={INPUT_MODES[type]}
      {...shared}
      type={HTML_TYPES[type]}
    />
  );
}
