import { requestScope } from '../lib/request-scope';

/**
 * Runs `work` as `person` (a user id, or an actor the services are given), as a request signed in as them
 * would: the History names who in a real office would have done it — a dispatcher, an admin, a driver —
 * never the system (docs/product.md "Audit trail").
 */
export function actingAs<T>(person: number | { userId: number }, work: () => Promise<T>): Promise<T> {
  return requestScope.actAs(typeof person === 'number' ? person : person.userId, work);
}
