import { messageOnly } from '@fletx/contract/errors';
import { twoFactorEnableResponse, twoFactorSetupResponse } from '@fletx/contract/two-factor';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/react-query';
import { TWO_FACTOR_STATUS_KEY } from './api';

const refreshStatus = () => [TWO_FACTOR_STATUS_KEY];

/** POST /api/auth/2fa/setup: a new secret (a pending one is replaced) and its otpauth URL. */
export const useStartSetup = () =>
  useApiMutation(
    async () => (await api.post('/auth/2fa/setup', undefined, { schema: twoFactorSetupResponse })).data,
  );

/** POST /api/auth/2fa/enable: the first code confirms the set-up; answers the recovery codes. */
export const useEnable = () =>
  useApiMutation(
    async (code: string) =>
      (await api.post('/auth/2fa/enable', { code }, { schema: twoFactorEnableResponse })).data.recoveryCodes,
    refreshStatus,
  );

/** POST /api/auth/2fa/disable with the password and a code. */
export const useDisable = () =>
  useApiMutation(
    (body: { password: string; code: string }) =>
      api.post('/auth/2fa/disable', body, { schema: messageOnly }),
    refreshStatus,
  );
