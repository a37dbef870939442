import {
  type ConfirmPasswordBody,
  confirmPasswordBody,
  forgotPasswordBody,
  type LoginBody,
  loginBody,
} from '@fletx/contract/auth';
import { messages } from '@fletx/contract/messages';
import { isUserPassword } from '@fletx/contract/validation';
import { z } from 'zod';

/** The outcome of a form's client rules: the body to send, or the message to show. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

function firstIssue(issues: ReadonlyArray<{ message: string }>, fallback: string): string {
  return issues[0]?.message ?? fallback;
}

export type LoginValues = { email: string; password: string };

/**
 * docs/product.md "Login screen": both fields non-empty after trimming, else 'The fields must not be empty'.
 */
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
 * docs/product.md "Password recovery", in this order: the email query is present ('Email error'); no field is
 * empty ('All fields must not be empty'); the two passwords match ('The passwords do not match'); the
 * password meets the requirements ('The new password does not have the requirements').
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

/** The forgot-password form: the email is required ('Please, provide an email'). */
export function checkForgotPassword({
  email,
}: {
  email: string;
}): RuleResult<z.output<typeof forgotPasswordBody>> {
  const parsed = forgotPasswordBody.safeParse({ username: email });
  if (!parsed.success) return fail(firstIssue(parsed.error.issues, messages.provideEmail));
  return { ok: true, value: parsed.data };
}

/**
 * The schema of a login-area form: its fields as typed, checked by its rules in order. A broken rule is the
 * form's one error (no field shows it: the form shows it in a banner or a popup); the output is the body.
 */
function checkedBy<Shape extends z.ZodRawShape, Body>(
  shape: Shape,
  check: (values: z.output<z.ZodObject<Shape>>) => RuleResult<Body>,
) {
  return z.object(shape).transform((values, ctx) => {
    const checked = check(values);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message, path: [] });
    return z.NEVER;
  });
}

export const loginForm = checkedBy({ email: z.string(), password: z.string() }, checkLogin);

export const forgotPasswordForm = checkedBy({ email: z.string() }, checkForgotPassword);

/** The change-password form; the email comes from the address, not from a field. */
export const changePasswordForm = (email: string | null) =>
  checkedBy({ code: z.string(), newPassword: z.string(), confirmNewPassword: z.string() }, (values) =>
    checkChangePassword({ email, ...values }),
  );
