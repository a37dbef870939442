import { type CarrierSettingsInput, carrierSettingsResponse } from '@fletx/contract/carrier-settings';
import { api } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiMutation, useApiRecord } from '../../../lib/react-query';

/** GET /api/carrier-settings, with its version. */
export const useCarrierSettings = () =>
  useApiRecord(queryKeys.carrierSettings.all, '/carrier-settings', carrierSettingsResponse);

/** PUT /api/carrier-settings: the whole record, sent with the version it was read in. */
export const useSaveCarrierSettings = () =>
  useApiMutation(
    ({ body, etag }: { body: CarrierSettingsInput; etag?: string | undefined }) =>
      api.put('/carrier-settings', body, { schema: carrierSettingsResponse, ifMatch: etag }),
    () => invalidations.carrierSettingsSaved(),
  );

/** POST /api/carrier-settings/logo (multipart, one `file`: PNG or JPEG, at most 2 MB). */
export const useUploadLogo = () =>
  useApiMutation(
    (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<{ message: string }>('/carrier-settings/logo', form);
    },
    () => invalidations.carrierSettingsSaved(),
  );

/** DELETE /api/carrier-settings/logo */
export const useDeleteLogo = () =>
  useApiMutation(
    () => api.delete<{ message: string }>('/carrier-settings/logo'),
    () => invalidations.carrierSettingsSaved(),
  );
