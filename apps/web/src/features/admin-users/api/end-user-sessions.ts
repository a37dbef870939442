import { messageOnly } from '@fletx/contract/errors';
import { api } from '../../../lib/api-client';

/** DELETE /api/user/{id}/sessions: ends every session of the user; answers the server's message. */
export async function endUserSessions(id: number): Promise<string> {
  return (await api.delete(`/user/${id}/sessions`, { schema: messageOnly })).message;
}

/** DELETE /api/user/{id}/two-factor: turns the user's two-factor sign-in off; answers the server's message. */
export async function turnOffTwoFactor(id: number): Promise<string> {
  return (await api.delete(`/user/${id}/two-factor`, { schema: messageOnly })).message;
}
