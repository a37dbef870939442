import type { ListMeta, UserWire } from '@fletx/contract/users';
import type { UserRow } from './users.repository';

/** users row → the User entity of the wire (spec §3), the one place the two names meet. */
export function toUserWire(row: UserRow, assigned: UserRow[] = []): UserWire {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    usertype: row.role,
    assignedDrivers: assigned.map((d) => ({ id: d.id, name: `${d.firstName} ${d.lastName}`.trim() })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function listMeta(total: number, page: number, limit: number): ListMeta {
  return {
    itemCount: total,
    totalItems: total,
    itemsPerPage: limit,
    totalPages: Math.ceil(total / limit),
    currentPage: page,
  };
}
