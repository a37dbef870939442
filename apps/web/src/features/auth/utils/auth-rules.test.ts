import { confirmPasswordBody, forgotPasswordBody, loginBody } from '@fletx/contract/auth';
import { messages } from '@fletx/contract/messages';
import { isUserPassword as contractUserPassword } from '@fletx/contract/validation';
import { describe, expect, it } from 'vitest';
import {
  type ChangePasswordValues,
  checkChangePassword,
  checkForgotPassword,
  checkLogin,
  isUserPassword,
} from './auth-rules';

const GOOD = 'Str0ng#Pass';

describe('login rules', () => {
  it('needs both fields non-empty after trimming', () => {
    expect(checkLogin({ email: '', password: '' })).toEqual({
      ok: false,
      message: messages.emptyLoginFields,
    });
    expect(checkLogin({ email: '   ', password: 'secret' })).toEqual({
      ok: false,
      message: messages.emptyLoginFields,
    });
    expect(checkLogin({ email: 'ana@fletx.com', password: '  ' })).toEqual({
      ok: false,
      message: messages.emptyLoginFields,
    });
  });

  it('sends the trimmed email as name', () => {
    expect(checkLogin({ email: ' ana@fletx.com ', password: 'secret' })).toEqual({
      ok: true,
      value: { name: 'ana@fletx.com', password: 'secret' },
    });
  });
});

describe('change-password rules, in the order of docs/product.md "Password recovery"', () => {
  const valid = { email: 'ana@fletx.com', code: '123456', newPassword: GOOD, confirmNewPassword: GOOD };
  const messageOf = (values: Partial<ChangePasswordValues>) => {
    const result = checkChangePassword({ ...valid, ...values });
    return result.ok ? undefined : result.message;
  };

  it('1. the email query must be present', () => {
    expect(messageOf({ email: null, code: '', newPassword: 'a', confirmNewPassword: 'b' })).toBe(
      messages.emailError,
    );
    expect(messageOf({ email: '' })).toBe(messages.emailError);
  });

  it('2. no field may be empty', () => {
    expect(messageOf({ code: '', newPassword: 'a', confirmNewPassword: 'b' })).toBe(
      messages.allFieldsNotEmpty,
    );
    expect(messageOf({ newPassword: '' })).toBe(messages.allFieldsNotEmpty);
    expect(messageOf({ confirmNewPassword: '' })).toBe(messages.allFieldsNotEmpty);
  });

  it('3. the passwords must match', () => {
    expect(messageOf({ newPassword: 'weak', confirmNewPassword: 'other' })).toBe(
      messages.passwordsDoNotMatch,
    );
  });

  it('4. the password must meet the requirements', () => {
    expect(messageOf({ newPassword: 'weak', confirmNewPassword: 'weak' })).toBe(
      messages.passwordRequirements,
    );
    expect(messageOf({ newPassword: 'Abcdefg#1', confirmNewPassword: 'Abcdefg#1' })).toBeUndefined();
    expect(messageOf({ newPassword: 'Abcdef#1', confirmNewPassword: 'Abcdef#1' })).toBe(
      messages.passwordRequirements,
    );
  });

  it('returns the body to send when everything holds', () => {
    expect(checkChangePassword({ ...valid, code: ' 123456 ' })).toEqual({
      ok: true,
      value: { username: 'ana@fletx.com', code: '123456', newPassword: GOOD, confirmNewPassword: GOOD },
    });
  });
});

describe("the rules agree with the contract's schemas (checked without zod on the login screen)", () => {
  const texts = [
    '',
    ' ',
    '  a  ',
    'ana@fletx.com',
    ' ana@fletx.com ',
    'x'.repeat(254),
    'x'.repeat(255),
    ` ${'x'.repeat(254)} `,
  ];
  const secrets = ['', ' ', 'secret', 'x'.repeat(256), 'x'.repeat(257), GOOD, ` ${GOOD}`];
  const firstMessage = (parsed: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    parsed.error?.issues[0]?.message;

  it('login: loginBody', () => {
    for (const email of texts)
      for (const password of ['secret', 'x'.repeat(257)]) {
        if (email.trim() === '') continue;
        const parsed = loginBody.safeParse({ name: email, password });
        const checked = checkLogin({ email, password });
        expect(checked, email).toEqual(
          parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: firstMessage(parsed) },
        );
      }
  });

  it('forgot password: forgotPasswordBody', () => {
    for (const email of texts) {
      const parsed = forgotPasswordBody.safeParse({ username: email });
      expect(checkForgotPassword({ email }), email).toEqual(
        parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: firstMessage(parsed) },
      );
    }
  });

  it('change password: confirmPasswordBody, then the matching passwords and isUserPassword', () => {
    for (const email of [null, ...texts])
      for (const code of ['', ' 123456 ', 'x'.repeat(33)])
        for (const newPassword of secrets) {
          const values = { email, code, newPassword, confirmNewPassword: newPassword };
          const parsed = confirmPasswordBody.safeParse({ ...values, username: email ?? '' });
          const checked = checkChangePassword(values);
          if (!parsed.success) expect(checked).toEqual({ ok: false, message: firstMessage(parsed) });
          else if (!contractUserPassword(parsed.data.newPassword))
            expect(checked).toEqual({ ok: false, message: messages.passwordRequirements });
          else expect(checked).toEqual({ ok: true, value: parsed.data });
        }
  });

  it("the user password rule is the contract's", () => {
    const samples = [
      '',
      'Short#1a',
      'Longer#1a',
      'longer#1a',
      'LONGER#1A',
      'Longer#aa',
      'Longer11a',
      `A#1${'a'.repeat(125)}`,
      `A#1${'a'.repeat(126)}`,
      'Tab\t#1aAAAA',
      'Émile#12a',
    ];
    for (const sample of samples) expect(isUserPassword(sample), sample).toBe(contractUserPassword(sample));
  });
});
