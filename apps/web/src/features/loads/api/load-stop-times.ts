import { type StopKind, type StopTimesBody, stopTimesResponse } from '@fletx/contract/stop-times';
import { api } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiRecord, useRecordMutation } from '../../../lib/react-query';

const pathOf = (loadId: number, stop: StopKind) => `/loads/${loadId}/stops/${stop}/times`;

/** GET /api/loads/{id}/stops/{stop}/times: the office's correction of a stop's times, with its version. */
export const useStopTimes = (loadId: number, stop: StopKind) =>
  useApiRecord(queryKeys.loadDetails.stopTimes(loadId, stop), pathOf(loadId, stop), stopTimesResponse);

/**
 * PUT /api/loads/{id}/stops/{stop}/times with the version the form was read in (docs/product.md "Stale edits"):
 * null takes the driver's step again. The detention, the driver's pay and the profit follow.
 */
export const useSaveStopTimes = (loadId: number, stop: StopKind) =>
  useRecordMutation(
    ({ body, etag }: { body: StopTimesBody; etag: string | undefined }) =>
      api.changeWithEtag('PUT', pathOf(loadId, stop), body, { schema: stopTimesResponse, ifMatch: etag }),
    () => queryKeys.loadDetails.stopTimes(loadId, stop),
    () => invalidations.stopTimesSaved(loadId),
  );
