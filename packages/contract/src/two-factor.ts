import { z } from 'zod';
import { tokenSet } from './auth';
import { envelope } from './errors';
import { twoFactorMessages } from './two-factor-messages';

export * from './two-factor-messages';

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
