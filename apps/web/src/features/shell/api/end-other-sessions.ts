import { endedSessionsResponse } from '@fletx/contract/sessions';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/auth/sessions/end-others: ends every session of mine but this one; answers the server's message. */
export async function endOtherSessions(): Promise<string> {
  return (await api.post('/auth/sessions/end-others', undefined, { schema: endedSessionsResponse })).message;
}

export const useEndOtherSessions = () => useApiMutation(endOtherSessions, invalidations.sessionsEnded);
