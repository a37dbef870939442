import { messages } from '@fletx/contract/messages';
import { describe, expect, it } from 'vitest';
import { type ChangePasswordValues, checkChangePassword, checkLogin } from './auth-rules';

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
