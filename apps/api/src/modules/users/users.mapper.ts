import { GROUPS } from '@fletx/contract/roles';
import type { UserWire } from '@fletx/contract/users';
import type { AuditTarget } from '../../lib/audit-trail';
import { isoString } from '../../lib/iso-time';
import type { UserRow } from './users.repository';

/** A person as every area's wire shows one (a load's driver, a user): id, names, email and phone. */
export function toPersonWire(row: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'>) {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
  };
}

/** users row → the User entity of the wire (docs/product.md "Users"), the one place the two names meet. */
export function toUserWire(row: UserRow, assigned: UserRow[] = []): UserWire {
  return {
    ...toPersonWire(row),
    role: row.role,
    usertype: row.role,
    assignedDrivers: assigned.map((d) => ({ id: d.id, name: `${d.firstName} ${d.lastName}`.trim() })),
    createdAt: isoString(row.createdAt),
  };
}

/** A person's record in the audit trail: a driver's or a back-office user's. */
export const personTarget = (group: string | undefined, id: number): AuditTarget => ({
  type: group === GROUPS.drivers ? 'driver' : 'user',
  id,
});
