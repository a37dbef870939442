import { sessionsResponse } from '@fletx/contract/sessions';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** How many sessions the devices list shows: one page holds every device a person signs in from. */
export const SESSIONS_SHOWN = 100;

/** GET /api/auth/sessions: my live sessions, the most recently used first, mine marked `current`. */
export const useSessions = () =>
  useApiQuery(queryKeys.sessions.all, '/auth/sessions', sessionsResponse, {
    query: { page: 1, take: SESSIONS_SHOWN },
    select: (response) => response.data,
  });
