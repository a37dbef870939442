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

describe.each([
  [
    'email',
    EMAIL_PATTERN,
    ['dispatch@carrier.com', 'first.last+tag@mail.example.us'],
    ['Upper@carrier.com', 'no-at-sign.com', 'two@@carrier.com', 'spaces in@carrier.com', 'a@b'],
  ],
  [
    'phone',
    PHONE_PATTERN,
    ['3055550142', '5550100'],
    ['305-555-0142', '(305) 5550142', '123456', '1234567890123456'],
  ],
  [
    'strong password',
    STRONG_PASSWORD_PATTERN,
    ['Abcdef1#', 'Abcdefg1-'],
    ['abcdefg1#', 'ABCDEFG1#', 'Abcdefgh#', 'Abcdefg12', 'Ab1#'],
  ],
  [
    'change-password card',
    CARD_PASSWORD_PATTERN,
    ['Abcdef1!', 'Abcdef1_', `Ab1!${'x'.repeat(28)}`],
    ['Abcdef1', 'Abcdef1! ', 'abcdefg1!', `Ab1!${'x'.repeat(29)}`],
  ],
])('the %s pattern', (_name, pattern, accepted, rejected) => {
  it.each(accepted)('accepts %s', (value) => {
    expect(pattern.test(value)).toBe(true);
  });
  it.each(rejected)('rejects %s', (value) => {
    expect(pattern.test(value)).toBe(false);
  });
});

describe('passwords', () => {
  it('the back-office password is the strong pattern and longer than 8 characters', () => {
    expect(isUserPassword('Abcdef1#')).toBe(false);
    expect(isUserPassword('Abcdefg1#')).toBe(true);
  });

  it.each([
    ['', fieldMessages.required],
    ['Ab1#', fieldMessages.minLength],
    ['12345678#', fieldMessages.letters],
    ['Abcdefgh#', fieldMessages.numbers],
    ['Abcdefgh1', fieldMessages.specialCharacter],
    ['Abcdefg1#', undefined],
  ])('names which rule %j misses: %s', (password, issue) => {
    expect(strongPasswordIssue(password)).toBe(issue);
  });
});

describe('field messages', () => {
  it.each([
    ['email', emailField, '', fieldMessages.required],
    ['email', emailField, 'bad@', fieldMessages.email],
    ['phone', phoneField, '12ab', fieldMessages.format],
    ['change-password card', cardPassword, 'weak', messages.changePasswordRule],
  ])(
    'the %s field answers %j with the message of docs/product.md "Shared widgets"',
    (_name, field, value, message) => {
      expect(field.safeParse(value).error?.issues[0]?.message).toBe(message);
    },
  );

  it('trims a valid email', () => {
    expect(emailField.parse('  ok@carrier.com ')).toBe('ok@carrier.com');
  });

  it('keeps the product spelling of its messages (docs/product.md "Shared widgets")', () => {
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

  it.each([
    [
      'a missing email',
      { username: '', code: '1', newPassword: 'a', confirmNewPassword: 'a' },
      messages.emailError,
    ],
    [
      'empty fields',
      { username: 'a@b.co', code: ' ', newPassword: '', confirmNewPassword: 'a' },
      messages.allFieldsNotEmpty,
    ],
  ])('confirm password: %s comes first', (_case, body, message) => {
    expect(confirmPasswordBody.safeParse(body).error?.issues[0]?.message).toBe(message);
  });
});

describe('roles', () => {
  it.each([
    [['Carriers'], true],
    [['drivers'], false],
    [undefined, false],
  ])('groups %j are carriers (case-insensitive): %s', (groups, carrier) => {
    expect(isCarrier(groups)).toBe(carrier);
  });

  it.each([
    ['Carriers', 'manageUsers', true],
    ['Admin user', 'approveDeliveries', true],
    ['Dispatcher', 'manageUsers', false],
    ['Dispatcher', 'operate', true],
    [undefined, 'operate', false],
  ] as const)('%s may %s: %s (docs/product.md "Roles and permissions")', (role, permission, allowed) => {
    expect(can(role, permission)).toBe(allowed);
  });
});
