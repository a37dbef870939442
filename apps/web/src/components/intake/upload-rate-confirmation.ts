import { intakeDraftResponse } from '@fletx/contract/intake';
import { api } from '../../lib/api-client';
import { invalidations } from '../../lib/query-keys';
import { useApiMutation } from '../../lib/react-query';

/**
 * POST /api/intake/rate-confirmations (multipart `file`): the draft being read (201), or the earlier draft
 * of the same document (200, `duplicateOf` set).
 */
export function uploadRateConfirmation(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post('/intake/rate-confirmations', body, { schema: intakeDraftResponse });
}

export const useUploadRateConfirmation = () =>
  useApiMutation(uploadRateConfirmation, () => invalidations.intakeChanged());
