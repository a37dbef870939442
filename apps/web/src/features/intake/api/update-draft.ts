import { type IntakeFields, intakeDraftResponse } from '@fletx/contract/intake';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/intake/rate-confirmations/{id} { fields }: a person's corrections (they teach the broker's layout). */
export function updateDraft({ id, fields }: { id: number; fields: IntakeFields }) {
  return api.put(`/intake/rate-confirmations/${id}`, { fields }, { schema: intakeDraftResponse });
}

export const useUpdateDraft = () =>
  useApiMutation(updateDraft, (_, { id }) => invalidations.intakeChanged(id));
