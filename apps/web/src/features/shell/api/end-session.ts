import { messageOnly } from '@fletx/contract/errors';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** DELETE /api/auth/sessions/{id}: ends one of my sessions; answers the server's message. */
export async function endSession(id: number): Promise<string> {
  return (await api.delete(`/auth/sessions/${id}`, { schema: messageOnly })).message;
}

export const useEndSession = () => useApiMutation(endSession, invalidations.sessionsEnded);
