import {
  type CarrierSettingsInput,
  type CarrierSettingsResponse,
  carrierSettingsResponse,
} from '@fletx/contract/carrier-settings';
import { api, type Versioned } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiRecord, useRecordMutation } from '../../../lib/react-query';

/** GET /api/carrier-settings, with its version ("0" until first saved). */
export const useCarrierSettings = () =>
  useApiRecord(queryKeys.carrierSettings.all, '/carrier-settings', carrierSettingsResponse);

/**
 * A change of the carrier settings made from the version `etag` (If-Match): its answer, with the new version,
 * is the settings' record from then on (docs/product.md "Stale edits").
 */
const useCarrierSettingsChange = <V>(change: (variables: V) => Promise<Versioned<CarrierSettingsResponse>>) =>
  useRecordMutation(
    change,
    () => queryKeys.carrierSettings.all,
    () => invalidations.carrierSettingsSaved(),
  );

type Etag = { etag?: string | undefined };

/** PUT /api/carrier-settings: the whole record, sent with the version it was read in. */
export const useSaveCarrierSettings = () =>
  useCarrierSettingsChange(({ body, etag }: Etag & { body: CarrierSettingsInput }) =>
    api.changeWithEtag('PUT', '/carrier-settings', body, { schema: carrierSettingsResponse, ifMatch: etag }),
  );

/** POST /api/carrier-settings/logo (multipart, one `file`: PNG or JPEG, at most 2 MB), a change of the settings. */
export const useUploadLogo = () =>
  useCarrierSettingsChange(({ file, etag }: Etag & { file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api.changeWithEtag('POST', '/carrier-settings/logo', form, {
      schema: carrierSettingsResponse,
      ifMatch: etag,
    });
  });

/** DELETE /api/carrier-settings/logo, a change of the settings. */
export const useDeleteLogo = () =>
  useCarrierSettingsChange(({ etag }: Etag) =>
    api.changeWithEtag('DELETE', '/carrier-settings/logo', undefined, {
      schema: carrierSettingsResponse,
      ifMatch: etag,
    }),
  );
