import { describe, expect, it } from 'vitest';
import { confirmPasswordBody, loginBody } from './auth';
import { fieldMessages, messages } from './messages';
import { can, isCarrier } from './roles';
import {
  CARD_PASSWORD_PATTERN,
  cardPassword,
  EMAIL_PATTERN,
  emailField,
  isUserPassword,
  PHONE_PATTERN,
  phoneField,
  STRONG_PASSWORD_PATTERN,
  strongPasswordIssue,
} from './validation';

describe('patterns', () => {
  it.each([
    ['dispatch@carrier.com', true],
    ['first.last+tag@mail.example.us', true],
    ['Upper@carrier.com', false],
    ['no-at-sign.com', false],
    ['two@@carrier.com', false],
    ['spaces in@carrier.com', false],
    ['a@b', false],
  ])('email %s → %s', (value, ok) => {
    expect(EMAIL_PATTERN.test(value)).toBe(ok);
  });

  it.each([
    ['3055550142', true],
    ['5550100', true],
    ['305-555-0142', false],
    ['(305) 5550142', false],
    ['123456', false],
    ['1234567890123456', false],
  ])('phone %s → %s', (value, ok) => {
    expect(PHONE_PATTERN.test(value)).toBe(ok);
  });

  it.each([
    ['Abcdef1#', true],
    ['Abcdefg1-', true],
    ['abcdefg1#', false],
    ['ABCDEFG1#', false],
    ['Abcdefgh#', false],
    ['Abcdefg12', false],
    ['Ab1#', false],
  ])('strong password %s → %s', (value, ok) => {
    expect(STRONG_PASSWORD_PATTERN.test(value)).toBe(ok);
  });

  it('the back-office password is the strong pattern and longer than 8 characters', () => {
    expect(isUserPassword('Abcdef1#')).toBe(false);
    expect(isUserPassword('Abcdefg1#')).toBe(true);
  });

  it.each([
    ['Abcdef1!', true],
    ['Abcdef1_', true],
    ['Abcdef1', false],
    ['Abcdef1! ', false],
    ['abcdefg1!', false],
    [`Ab1!${'x'.repeat(29)}`, false],
    [`Ab1!${'x'.repeat(28)}`, true],
  ])('change-password card %s → %s', (value, ok) => {
    expect(CARD_PASSWORD_PATTERN.test(value)).toBe(ok);
  });
});

describe('field messages', () => {
  it('names which rule a password misses', () => {
    expect(strongPasswordIssue('')).toBe(fieldMessages.required);
    expect(strongPasswordIssue('Ab1#')).toBe(fieldMessages.minLength);
    expect(strongPasswordIssue('12345678#')).toBe(fieldMessages.letters);
    expect(strongPasswordIssue('Abcdefgh#')).toBe(fieldMessages.numbers);
    expect(strongPasswordIssue('Abcdefgh1')).toBe(fieldMessages.specialCharacter);
    expect(strongPasswordIssue('Abcdefg1#')).toBeUndefined();
  });

  it('email and phone fields give the §5 messages', () => {
    expect(emailField.safeParse('').error?.issues[0]?.message).toBe(fieldMessages.required);
    expect(emailField.safeParse('bad@').error?.issues[0]?.message).toBe(fieldMessages.email);
    expect(emailField.parse('  ok@carrier.com ')).toBe('ok@carrier.com');
    expect(phoneField.safeParse('12ab').error?.issues[0]?.message).toBe(fieldMessages.format);
    expect(cardPassword.safeParse('weak').error?.issues[0]?.message).toBe(messages.changePasswordRule);
  });

  it('keeps the spec spelling of its messages', () => {
    expect(messages.sessionExpired).toBe('Yout session has expired');
    expect(messages.roleNotAllowed).toBe('This user role is not allowed to log in');
    expect(fieldMessages.specialCharacter).toBe('Any character is missing ( : ! ” $ & #)');
    expect(messages.emailSent('a@b.co')).toBe('Email has been sent to a@b.co');
  });
});

describe('auth bodies', () => {
  it('login: blank fields give one message', () => {
    const result = loginBody.safeParse({ name: '  ', password: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      messages.emptyLoginFields,
      messages.emptyLoginFields,
    ]);
  });

  it('confirm password: missing email, then empty fields', () => {
    const noEmail = confirmPasswordBody.safeParse({
      username: '',
      code: '1',
      newPassword: 'a',
      confirmNewPassword: 'a',
    });
    expect(noEmail.error?.issues[0]?.message).toBe(messages.emailError);
    const empty = confirmPasswordBody.safeParse({
      username: 'a@b.co',
      code: ' ',
      newPassword: '',
      confirmNewPassword: 'a',
    });
    expect(empty.error?.issues[0]?.message).toBe(messages.allFieldsNotEmpty);
  });
});

describe('roles', () => {
  it('carriers group, case-insensitive', () => {
    expect(isCarrier(['Carriers'])).toBe(true);
    expect(isCarrier(['drivers'])).toBe(false);
    expect(isCarrier(undefined)).toBe(false);
  });

  it('permissions by role (DESIGN.md "Who may do what")', () => {
    expect(can('Carriers', 'manageUsers')).toBe(true);
    expect(can('Admin user', 'approveDeliveries')).toBe(true);
    expect(can('Dispatcher', 'manageUsers')).toBe(false);
    expect(can('Dispatcher', 'operate')).toBe(true);
    expect(can(undefined, 'operate')).toBe(false);
  });
});
