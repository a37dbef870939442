/**
 * The constants and messages of two-factor sign-in without its schemas (no zod): the login area reads them
 * on the first page, which does not download the schema library (docs/performance.md "The web's first page").
 */
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
  /** DELETE /api/user/{id}/two-factor: an administrator turned it off (a lost phone and lost recovery codes). */
  turnedOffForUser:
    'Two-factor sign-in is off for this user: they log in with their password and may set it up again.',
  userNotEnabled: 'This user does not use two-factor sign-in.',
  /** The stored secret cannot be read: the server's key (`JWT_SECRET`) changed since it was set up. */
  unreadableSecret:
    'Your two-factor sign-in cannot be checked on this server. Ask an administrator to turn it off for your account (Admin Users), then set it up again.',
} as const;
