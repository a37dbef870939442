import { type CheckCallsBody, checkCallsSettingsResponse } from '@fletx/contract/check-calls';
import { api } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiRecord, useRecordMutation } from '../../../lib/react-query';

/**
 * GET /api/brokers/{id}/check-calls: which contacts get which events' mails, and the free time, with the
 * broker's version (they are kept on the broker).
 */
export const useBrokerCheckCalls = (brokerId: number) =>
  useApiRecord(
    queryKeys.brokers.checkCalls(brokerId),
    `/brokers/${brokerId}/check-calls`,
    checkCallsSettingsResponse,
  );

/**
 * PUT /api/brokers/{id}/check-calls with the broker's version it was read in: the answer, with the broker's
 * new version, is the card's record from then on; the broker's other views read it again.
 */
export const useSaveBrokerCheckCalls = (brokerId: number) =>
  useRecordMutation(
    ({ body, etag }: { body: CheckCallsBody; etag: string | undefined }) =>
      api.changeWithEtag('PUT', `/brokers/${brokerId}/check-calls`, body, {
        schema: checkCallsSettingsResponse,
        ifMatch: etag,
      }),
    () => queryKeys.brokers.checkCalls(brokerId),
    () => invalidations.brokerSaved(brokerId),
  );
