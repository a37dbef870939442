import { checkCallListResponse, loadProgressResponse } from '@fletx/contract/check-calls';
import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import {
  trackingLinkListResponse,
  trackingLinkResponse,
  trackingLinkRevokedResponse,
} from '@fletx/contract/tracking-links';
import { api } from '../../../lib/api-client';
import { centsToDecimal } from '../../../lib/cents';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';
import { useLoadDetail } from './get-load-details';

const tracking = (loadId: number) => [...queryKeys.loadDetails.of(loadId), 'tracking'] as const;

/** GET /api/loads/{id}/progress: the ETA and each stop's detention (docs/product.md "Tracking links and check calls"). */
export const useLoadProgress = (loadId: number) =>
  useLoadDetail(
    loadId,
    [[...tracking(loadId), 'progress'], `/loads/${loadId}/progress`],
    loadProgressResponse,
  );

export const useTrackingLinks = (loadId: number) =>
  useLoadDetail(
    loadId,
    [[...tracking(loadId), 'links'], `/loads/${loadId}/tracking-links?take=20`],
    trackingLinkListResponse,
  );

export const useCheckCalls = (loadId: number) =>
  useLoadDetail(
    loadId,
    [[...tracking(loadId), 'check-calls'], `/loads/${loadId}/check-calls?take=20`],
    checkCallListResponse,
  );

export const useShareTracking = (loadId: number) =>
  useApiMutation(
    () => api.post(`/loads/${loadId}/tracking-links`, {}, { schema: trackingLinkResponse }),
    () => [tracking(loadId)],
  );

export const useRevokeTracking = (loadId: number) =>
  useApiMutation(
    (id: number) => api.delete(`/tracking-links/${id}`, { schema: trackingLinkRevokedResponse }),
    () => [tracking(loadId)],
  );

/** The proposed detention as a Detention ledger entry. */
export const useAddDetention = (loadId: number) =>
  useApiMutation(
    (cents: number) =>
      api.post('/finance/transactions', {
        loadbook_id: loadId,
        transaction_type_id: TRANSACTION_TYPE.detention,
        amount: centsToDecimal(cents),
        comment: 'Detention beyond the free time',
      }),
    () => [tracking(loadId), ...invalidations.loadTransactionAdded(loadId)],
  );
