import { z } from 'zod';
import { tokenSet } from './auth';
import { envelope } from './errors';

/**
 * Two-factor sign-in of back-office users (docs/product.md "Two-factor sign-in"): a TOTP code (RFC 6238:
 * SHA-1, 6 digits, 30-second steps) from an authenticator app after the password, or one of 10 single-use
 * recovery codes. Drivers are out of scope.
 */
export const TOTP_ISSUER = 'Fletx';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is accepted too (a phone's clock drifts). */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** The second login step must be taken within this many minutes of the password. */
export const TWO_FACTOR_CHALLENGE_TTL_MINUTES = 5;

export const twoFactorMessages = {
  setupStarted: 'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  status: 'OK',
  verified: 'Login successful',
  challengeIssued: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  codeOrRecoveryFormat: 'Enter the 6-digit code or a recovery code',
  recoveryCodeFormat: 'Enter a recovery code as it was given to you, like abcd-2345',
  oneSecondFactor: 'Enter either the 6-digit code or a recovery code, not both',
  wrongCode: 'This code is not right. Enter the code your authenticator app shows now.',
  replayedCode: 'This code was already used. Wait for the next code in your authenticator app.',
  wrongRecoveryCode: 'This recovery code is not right or was already used.',
  wrongPassword: 'The password is not right.',
  noPendingSetup: 'No set-up is waiting for a code. Start the set-up again.',
  alreadyEnabled: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  notEnabled: 'Two-factor sign-in is not on for this account.',
  challengeInvalid:
    'This sign-in step has expired or was already used. Log in again with your email and password.',
  setupRequired:
    'Your carrier requires two-factor sign-in. Set it up from "Two-factor sign-in" before doing anything else.',
  requireOnlyCarriers: 'Only a Carriers user may change whether two-factor sign-in is required.',
} as const;

/** Spaces and dashes people type inside a code are ignored. */
const compact = (value: string) => value.replace(/[\s-]/g, '');

/** A TOTP code: 6 digits (spaces allowed, as apps show "123 456"). */
export const totpCodeField = z
  .string({ error: twoFactorMessages.codeFormat })
  .max(32, twoFactorMessages.codeFormat)
  .transform(compact)
  .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.codeFormat));

/** A recovery code: `xxxx-xxxx` in lower case (letters and digits without look-alikes); case and dash ignored. */
export const recoveryCodeField = z
  .string({ error: twoFactorMessages.recoveryCodeFormat })
  .max(32, twoFactorMessages.recoveryCodeFormat)
  .transform((value) => compact(value).toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{8}$/, twoFactorMessages.recoveryCodeFormat));

/** Either: disabling takes a TOTP code or a recovery code in one field. */
export const anySecondFactorField = z
  .string({ error: twoFactorMessages.codeOrRecoveryFormat })
  .max(32, twoFactorMessages.codeOrRecoveryFormat)
  .transform((value) => compact(value).toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{8})$/, twoFactorMessages.codeOrRecoveryFormat));

/** POST /api/auth/2fa/setup → a new pending secret (Base32) and its otpauth:// URL for the QR code. */
export const twoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;
export const twoFactorSetupResponse = envelope(twoFactorSetup);

/** POST /api/auth/2fa/enable: the first code from the app confirms the pending secret. */
export const twoFactorEnableBody = z.object({ code: totpCodeField });
/** … → the recovery codes, shown once. */
export const twoFactorEnableResponse = envelope(z.object({ recoveryCodes: z.array(z.string()) }));

/** POST /api/auth/2fa/disable: the password and a code (TOTP or recovery). */
export const twoFactorDisableBody = z.object({
  password: z
    .string({ error: twoFactorMessages.wrongPassword })
    .min(1, twoFactorMessages.wrongPassword)
    .max(256),
  code: anySecondFactorField,
});

/** GET /api/auth/2fa: the signed-in user's state. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The carrier requires two-factor sign-in of every staff account. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;
export const twoFactorStatusResponse = envelope(twoFactorStatus);

/** What the login answers, instead of tokens, for a user with two-factor sign-in. */
export const loginChallenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type LoginChallenge = z.infer<typeof loginChallenge>;

/** POST /api/auth/2fa/verify: the login's challenge and a TOTP code or a recovery code. */
export const twoFactorVerifyBody = z
  .object({
    challenge: z.string({ error: twoFactorMessages.challengeInvalid }).min(1).max(512),
    code: totpCodeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: twoFactorMessages.oneSecondFactor,
    path: ['code'],
  });
export type TwoFactorVerifyBody = z.output<typeof twoFactorVerifyBody>;

/** POST /api/auth/login of the back office: the usual token set, or the challenge of a user with 2FA. */
export const staffLoginResponse = envelope(z.union([tokenSet, loginChallenge]));
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;
