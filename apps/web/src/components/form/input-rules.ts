import { ZIP_LENGTH } from '@fletx/contract/brokers';
import type { KeyboardEvent } from 'react';

/** The kinds of text input of the product (docs/product.md "Shared widgets"). */
export type TextFieldType = 'text' | 'email' | 'password' | 'phone' | 'number';

/**
 * Every US ZIP code input (the contract's `zipField`): digits only and no more than a ZIP code has, so that a
 * sixth digit is never typed rather than refused after the fact.
 */
export const ZIP_INPUT = { type: 'phone', maxLength: ZIP_LENGTH, autoComplete: 'postal-code' } as const;

const WHITESPACE = /\s/g;
const NON_DIGIT = /\D/g;
const NON_DECIMAL = /[^\d.]/g;

function keepFirstDot(value: string): string {
  const [integer = '', ...decimals] = value.split('.');
  return decimals.length > 0 ? `${integer}.${decimals.join('')}` : integer;
}

/** Removes what the field type never accepts (typed, pasted or autofilled). */
export function sanitizeValue(type: TextFieldType, value: string): string {
  switch (type) {
    case 'email':
    case 'password':
      return value.replace(WHITESPACE, '');
    case 'phone':
      return value.replace(NON_DIGIT, '');
    case 'number':
      return keepFirstDot(value.replace(NON_DECIMAL, ''));
    default:
      return value;
  }
}

/** Whether a printable key must be refused: spaces for email and password, non-digits for phone. */
export function isBlockedKey(type: TextFieldType, key: string, currentValue = ''): boolean {
  if (key.length !== 1) return false;
  switch (type) {
    case 'email':
    case 'password':
      return /\s/.test(key);
    case 'phone':
      return !/\d/.test(key);
    case 'number':
      return !/[\d.]/.test(key) || (key === '.' && currentValue.includes('.'));
    default:
      return false;
  }
}

export function blockKeys(type: TextFieldType, event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (isBlockedKey(type, event.key, event.currentTarget.value)) event.preventDefault();
}
