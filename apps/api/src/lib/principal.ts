/**
 * Who is calling: the user of a verified access token, with the account's current role and groups once the
 * access check has looked the account up (plugins/access.ts). Here, not in the auth module that makes it,
 * because the services that act on someone's behalf (users, drivers) take it, and auth depends on users.
 */
export interface Principal {
  userId: number;
  role: string;
  groups: string[];
  /** The session of the access token (its `sid`); absent for a token issued before sessions. */
  sessionId?: number;
}
