import { intakeMessages } from '@fletx/contract/intake';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** DELETE /api/intake/rate-confirmations/{id}: the draft is discarded; answers the message to show. */
export async function discardDraft(id: number): Promise<string> {
  // Only the message is read: whatever else the answer holds, the draft is gone.
  const answer = await api.delete<{ message?: string } | undefined>(`/intake/rate-confirmations/${id}`);
  return answer?.message || intakeMessages.deleted;
}

export const useDiscardDraft = () => useApiMutation(discardDraft, () => invalidations.intakeChanged());
