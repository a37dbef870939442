import type { ConfirmPasswordBody, LoginBody } from '@fletx/contract/auth';
import { messages } from '@fletx/contract/messages';
import { PASSWORD_MAX, USER_PASSWORD_MIN } from '@fletx/contract/validation';

/**
 * The login area's client rules: the contract's bodies (`loginBody`, `forgotPasswordBody`,
 * `confirmPasswordBody` of packages/contract/src/auth.ts) and its user password rule (`isUserPassword` of
 * validation.ts), checked without zod so that the login screen does not download it (docs/performance.md
 * "The web's first page"). auth-rules.test.ts checks them against the contract's schemas.
 */

/** The outcome of a form's client rules: the body to send, or the message to show. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** One text field of a contract body: trimmed or not, at least one character (else `empty`), at most `max`. */
type TextRule = { key: string; trim?: boolean; max: number; empty: string };

/** zod's own message for a text over its maximum, as the contract's schemas answer it. */
const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`;

/** The body the rules give (each field trimmed where its rule says), or the first broken rule's message. */
function checkBody<T>(rules: readonly TextRule[], values: Record<string, string>): RuleResult<T> {
  const body: Record<string, string> = {};
  for (const { key, trim, max, empty } of rules) {
    const raw = values[key] ?? '';
    const value = trim ? raw.trim() : raw;
    if (value.length < 1) return fail(empty);
    if (value.length > max) return fail(tooLong(max));
    body[key] = value;
  }
  return { ok: true, value: body as T };
}

const LOGIN_BODY: readonly TextRule[] = [
  { key: 'name', trim: true, max: 254, empty: messages.emptyLoginFields },
  { key: 'password', max: 256, empty: messages.emptyLoginFields },
];

const FORGOT_PASSWORD_BODY: readonly TextRule[] = [
  { key: 'username', trim: true, max: 254, empty: messages.provideEmail },
];

const CONFIRM_PASSWORD_BODY: readonly TextRule[] = [
  { key: 'username', trim: true, max: 254, empty: messages.emailError },
  { key: 'code', trim: true, max: 32, empty: messages.allFieldsNotEmpty },
  { key: 'newPassword', max: 256, empty: messages.allFieldsNotEmpty },
  { key: 'confirmNewPassword', max: 256, empty: messages.allFieldsNotEmpty },
];

/** `isUserPassword` of the contract: its length, upper and lower case letters, a number, a special character. */
export function isUserPassword(value: string): boolean {
  if (value.length < USER_PASSWORD_MIN || value.length > PASSWORD_MAX) return false;
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && /[#?!@$%^&*-]/.test(value);
}

export type LoginValues = { email: string; password: string };

/**
 * docs/product.md "Login screen": both fields non-empty after trimming, else 'The fields must not be empty'.
 */
export function checkLogin({ email, password }: LoginValues): RuleResult<LoginBody> {
  if (email.trim() === '' || password.trim() === '') return fail(messages.emptyLoginFields);
  return checkBody(LOGIN_BODY, { name: email, password });
}

export type ChangePasswordValues = {
  email: string | null;
  code: string;
  newPassword: string;
  confirmNewPassword: string;
};

/**
 * docs/product.md "Password recovery", in this order: the email query is present ('Email error'); no field is
 * empty ('All fields must not be empty'); the two passwords match ('The passwords do not match'); the
 * password meets the requirements ('The new password does not have the requirements').
 */
export function checkChangePassword(values: ChangePasswordValues): RuleResult<ConfirmPasswordBody> {
  const checked = checkBody<ConfirmPasswordBody>(CONFIRM_PASSWORD_BODY, {
    username: values.email ?? '',
    code: values.code,
    newPassword: values.newPassword,
    confirmNewPassword: values.confirmNewPassword,
  });
  if (!checked.ok) return checked;
  if (checked.value.newPassword !== checked.value.confirmNewPassword)
    return fail(messages.passwordsDoNotMatch);
  if (!isUserPassword(checked.value.newPassword)) return fail(messages.passwordRequirements);
  return checked;
}

/** The forgot-password form: the email is required ('Please, provide an email'). */
export function checkForgotPassword({ email }: { email: string }): RuleResult<{ username: string }> {
  return checkBody(FORGOT_PASSWORD_BODY, { username: email });
}
