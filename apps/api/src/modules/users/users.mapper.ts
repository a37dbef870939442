import type { UserWire } from '@fletx/contract/users';
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
