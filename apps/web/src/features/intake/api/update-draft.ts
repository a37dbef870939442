import { type IntakeFields, intakeDraftResponse } from '@fletx/contract/intake';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/**
 * PUT /api/intake/rate-confirmations/{id} { fields }: a person's corrections (they teach the broker's layout),
 * at the version they were made on (`etag` as `If-Match`: 412 when someone saved the draft in between); the
 * answer carries the new version, for the next save.
 */
export function updateDraft({
  id,
  fields,
  etag,
}: {
  id: number;
  fields: IntakeFields;
  etag: string | undefined;
}) {
  return api.changeWithEtag(
    'PUT',
    `/intake/rate-confirmations/${id}`,
    { fields },
    { schema: intakeDraftResponse, ...(etag ? { ifMatch: etag } : {}) },
  );
}

export const useUpdateDraft = () =>
  useApiMutation(updateDraft, (_, { id }) => invalidations.intakeChanged(id));
