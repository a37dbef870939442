import type { LoginResponse } from '@fletx/contract/auth';
import type { LoginChallenge, TwoFactorStatus } from '@fletx/contract/two-factor';
import { readerSchema } from '../../../lib/api-client';
import { asLoginResponse } from '../../../lib/session-shape';

/**
 * The login area's two-factor answers checked without zod (the login screen does not download it, docs/
 * performance.md "The web's first page"): the login's challenge, the status read right after a login.
 */
type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ message, data: { twoFactorRequired: true, challenge } }` (`loginChallenge` of the contract). */
export function asChallengeResponse(value: unknown): { message: string; data: LoginChallenge } | undefined {
  if (!isObject(value) || typeof value.message !== 'string' || !isObject(value.data)) return undefined;
  const { twoFactorRequired, challenge } = value.data;
  if (twoFactorRequired !== true || typeof challenge !== 'string') return undefined;
  return { message: value.message, data: { twoFactorRequired, challenge } };
}

/** `{ message, data: { enabled, required, recoveryCodesLeft } }` (`twoFactorStatus`). */
export function asStatusResponse(value: unknown): { message: string; data: TwoFactorStatus } | undefined {
  if (!isObject(value) || typeof value.message !== 'string' || !isObject(value.data)) return undefined;
  const { enabled, required, recoveryCodesLeft } = value.data;
  if (typeof enabled !== 'boolean' || typeof required !== 'boolean') return undefined;
  if (typeof recoveryCodesLeft !== 'number' || !Number.isInteger(recoveryCodesLeft)) return undefined;
  return { message: value.message, data: { enabled, required, recoveryCodesLeft } };
}

/** The back office's login answer: tokens, or the challenge of the second step (`staffLoginResponse`). */
export const staffLoginAnswer = readerSchema<LoginResponse | { message: string; data: LoginChallenge }>(
  (value) => asLoginResponse(value) ?? asChallengeResponse(value),
);
export const statusAnswer = readerSchema(asStatusResponse);
