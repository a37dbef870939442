import { type FocusEvent, type ReactNode, useState } from 'react';

/**
 * Validation messages show under a field only once it is touched (docs/product.md "Shared widgets"). A caller
 * may drive it (`touched`, e.g. from react-hook-form); otherwise the field counts as touched after its first
 * blur.
 */
export function useTouched<E extends HTMLElement>(
  touched: boolean | undefined,
  onBlur: ((event: FocusEvent<E>) => void) | undefined,
) {
  const [blurred, setBlurred] = useState(false);
  const handleBlur = (event: FocusEvent<E>) => {
    setBlurred(true);
    onBlur?.(event);
  };
  return { isTouched: touched ?? blurred, handleBlur };
}

/**
 * The props of a shared field over a Mantine input's (`P`): the input's own, but the validation message shown
 * only once touched, and the touched state that drives it (without it, the field is touched after its first
 * blur).
 */
export type TouchedFieldProps<P> = Omit<P, 'error' | 'classNames' | 'styles' | 'vars'> & {
  error?: ReactNode;
  touched?: boolean;
};
