import { type CheckCallsBody, checkCallsSettingsResponse } from '@fletx/contract/check-calls';
import { api } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiMutation, useApiQuery } from '../../../lib/react-query';

/** GET /api/brokers/{id}/check-calls: which contacts get which events' mails, and the free time. */
export const useBrokerCheckCalls = (brokerId: number) =>
  useApiQuery(
    queryKeys.brokers.checkCalls(brokerId),
    `/brokers/${brokerId}/check-calls`,
    checkCallsSettingsResponse,
  );

/** PUT /api/brokers/{id}/check-calls. */
export const useSaveBrokerCheckCalls = (brokerId: number) =>
  useApiMutation(
    (body: CheckCallsBody) =>
      api.put(`/brokers/${brokerId}/check-calls`, body, { schema: checkCallsSettingsResponse }),
    () => invalidations.brokerSaved(brokerId),
  );
