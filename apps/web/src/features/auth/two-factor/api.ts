import type { TwoFactorVerifyBody } from '@fletx/contract/two-factor';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loginAnswer } from '../api/answers';
import { statusAnswer } from './answers';

/** The cache key of GET /api/auth/2fa (the signed-in user's two-factor state). */
export const TWO_FACTOR_STATUS_KEY = ['auth', 'two-factor'] as const;

/** GET /api/auth/2fa */
export const getTwoFactorStatus = async (signal?: AbortSignal) =>
  (await api.get('/auth/2fa', { schema: statusAnswer, signal })).data;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: TWO_FACTOR_STATUS_KEY, queryFn: ({ signal }) => getTwoFactorStatus(signal) });

/** POST /api/auth/2fa/verify: the login's second step; a 401 here is a wrong code, not an ended session. */
export const verifySecondFactor = (body: TwoFactorVerifyBody) =>
  api.post('/auth/2fa/verify', body, { schema: loginAnswer, refreshOnUnauthorized: false });
