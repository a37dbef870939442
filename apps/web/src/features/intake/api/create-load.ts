import type { ComplianceOverride } from '@fletx/contract/compliance';
import { loadResponse } from '@fletx/contract/loads';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** What the load form asks for that a rate confirmation does not say; the rest comes from the draft. */
export type DraftLoadBody = {
  user_id: number;
  broker_id: number;
  loadType?: string;
  complianceOverride?: ComplianceOverride;
};

/**
 * POST /api/intake/rate-confirmations/{id}/load: the load made from the draft (201), the body overriding the
 * draft's values in the load form; 409 when compliance blocks the driver, as the load form.
 */
export function createLoadFromDraft({ id, body }: { id: number; body: DraftLoadBody }) {
  return api.post(`/intake/rate-confirmations/${id}/load`, body, { schema: loadResponse });
}

export const useCreateLoadFromDraft = () =>
  useApiMutation(createLoadFromDraft, (_, { id }) => invalidations.intakeLoaded(id));
