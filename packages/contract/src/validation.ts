import { z } from 'zod';
import { fieldMessages, messages } from './messages';

/**
 * Reusable fields with named limits and the product's messages (docs/product.md "Shared widgets").
 * The same schema validates the form in the browser and the body on the server.
 */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
export const PHONE_PATTERN = /^[0-9]{7,15}$/;
/** At least 8 characters, an uppercase, a lowercase, a digit and one of #?!@$%^&*- */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[#?!@$%^&*-]).{8,}$/;
export const SPECIAL_CHARACTERS = '#?!@$%^&*-';
/** Minimum length of a back-office user's password (create user, recovery): "longer than 8 characters". */
export const USER_PASSWORD_MIN = 9;
/** Change-password card: 8 to 32, no whitespace, digit, uppercase, lowercase, non-alphanumeric. */
export const CARD_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Z])(?=.*[a-z])(?=.*[^a-zA-Z0-9\s])\S{8,32}$/;
export const PASSWORD_MAX = 128;

export const requiredText = (max = 255) =>
  z.string().trim().min(1, fieldMessages.required).max(max, fieldMessages.maxLength);

/** Text, trimmed, that must not be blank: 'Required field' when missing or blank; the start of most fields. */
export const nonBlankText = () =>
  z.string({ error: fieldMessages.required }).trim().min(1, fieldMessages.required);

/** Required text, trimmed; 'Required field' when missing or blank. */
export const textField = (max: number) => nonBlankText().max(max, fieldMessages.maxLength);

/** A number typed in a form (text) or sent as JSON; blank text is 'Required field'. */
export const numberInput = (message: string, pattern = /^-?\d{1,9}(\.\d+)?$/) =>
  z.union([z.number(message), z.string()], { error: fieldMessages.required }).transform((value, ctx) => {
    if (typeof value === 'number') return value;
    const text = value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: fieldMessages.required });
      return z.NEVER;
    }
    if (!pattern.test(text)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(text);
  });

/** A whole number typed in a form (text) or sent as a JSON number. */
export const wholeNumberField = (min: number, max: number, message: string) =>
  numberInput(message, /^\d{1,9}$/).pipe(z.number().int(message).min(min, message).max(max, message));

/**
 * Text of 1 to `digits` digits (a query or path parameter), trimmed, read as a number; `notWholeNumber` when
 * it is anything else.
 */
export const digitsText = (digits: number, notWholeNumber: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${digits}}$`), notWholeNumber)
    .transform(Number);

/** A whole number sent as text (a form field, a query or a path parameter). */
export const wholeNumberText = (
  min: number,
  max: number,
  outOfRange: string,
  notWholeNumber: string = messages.wholeNumber,
) =>
  nonBlankText()
    .regex(/^\d{1,9}$/, notWholeNumber)
    .transform(Number)
    .pipe(z.number().int().min(min, outOfRange).max(max, outOfRange));

/** A decimal number from a form (text) or JSON; empty or null means none. */
export const optionalNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(message), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'number') return value;
      const text = value.trim();
      if (text === '') return null;
      if (!/^-?\d{1,9}(\.\d+)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(z.number(message).min(min, message).max(max, message).nullable());

export const emailField = z
  .string()
  .trim()
  .min(1, fieldMessages.required)
  .max(254, fieldMessages.maxLength)
  .regex(EMAIL_PATTERN, fieldMessages.email);

/**
 * An email as a person types it, lower-cased before the lower-case pattern: 'Tom.Reyes@Fletx.app' is the
 * address 'tom.reyes@fletx.app', not a wrong one.
 */
export const lowerEmailField = z
  .string({ error: fieldMessages.required })
  .trim()
  .toLowerCase()
  .pipe(emailField);

export const phoneField = z
  .string()
  .trim()
  .min(1, fieldMessages.required)
  .regex(PHONE_PATTERN, fieldMessages.format);

/** A phone number that may be left empty (null): digits only, like every phone of the product. */
export const optionalPhoneField = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.string().regex(PHONE_PATTERN, fieldMessages.format).nullable());

/**
 * Explains which rule of the strong pattern a password misses, with the field messages of
 * docs/product.md "Shared widgets".
 */
export function strongPasswordIssue(value: string, min = 8): string | undefined {
  if (value.length === 0) return fieldMessages.required;
  if (value.length < min) return fieldMessages.minLength;
  if (value.length > PASSWORD_MAX) return fieldMessages.maxLength;
  if (!/[A-Z]/.test(value) || !/[a-z]/.test(value)) return fieldMessages.letters;
  if (!/[0-9]/.test(value)) return fieldMessages.numbers;
  if (!/[#?!@$%^&*-]/.test(value)) return fieldMessages.specialCharacter;
  return undefined;
}

export const strongPassword = (min = 8) =>
  z.string().superRefine((value, ctx) => {
    const issue = strongPasswordIssue(value, min);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

/** The back-office user password: strong pattern, at least USER_PASSWORD_MIN characters. */
export const userPassword = strongPassword(USER_PASSWORD_MIN);

export function isUserPassword(value: string): boolean {
  return strongPasswordIssue(value, USER_PASSWORD_MIN) === undefined;
}

export const cardPassword = z.string().regex(CARD_PASSWORD_PATTERN, messages.changePasswordRule);
