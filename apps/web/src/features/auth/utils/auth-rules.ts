import {
  type ConfirmPasswordBody,
  confirmPasswordBody,
  type LoginBody,
  loginBody,
} from '@fletx/contract/auth';
import { messages } from '@fletx/contract/messages';
import { isUserPassword } from '@fletx/contract/validation';

/** The outcome of a form's client rules: the body to send, or the message to show. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

function firstIssue(issues: ReadonlyArray<{ message: string }>, fallback: string): string {
  return issues[0]?.message ?? fallback;
}

export type LoginValues = { email: string; password: string };

/** Spec §5 Login: both fields non-empty after trimming, else 'The fields must not be empty'. */
export function checkLogin({ email, password }: LoginValues): RuleResult<LoginBody> {
  if (email.trim() === '' || password.trim() === '') return fail(messages.emptyLoginFields);
  const parsed = loginBody.safeParse({ name: email, password });
  if (!parsed.success) return fail(firstIssue(parsed.error.issues, messages.emptyLoginFields));
  return { ok: true, value: parsed.data };
}

export type ChangePasswordValues = {
  email: string | null;
  code: string;
  newPassword: string;
  confirmNewPassword: string;
};

/**
 * Spec §5 Change password, in this order: the email query is present ('Email error'); no field is empty
 * ('All fields must not be empty'); the two passwords match ('The passwords do not match'); the password
 * meets the requirements ('The new password does not have the requirements').
 */
export function checkChangePassword(values: ChangePasswordValues): RuleResult<ConfirmPasswordBody> {
  const parsed = confirmPasswordBody.safeParse({
    username: values.email ?? '',
    code: values.code,
    newPassword: values.newPassword,
    confirmNewPassword: values.confirmNewPassword,
  });
  if (!parsed.success) return fail(firstIssue(parsed.error.issues, messages.allFieldsNotEmpty));
  if (parsed.data.newPassword !== parsed.data.confirmNewPassword) return fail(messages.passwordsDoNotMatch);
  if (!isUserPassword(parsed.data.newPassword)) return fail(messages.passwordRequirements);
  return { ok: true, value: parsed.data };
}
