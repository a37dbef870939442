import { DRIVER_ROLE, GROUPS, type UserRole } from '@fletx/contract/roles';

/** What the users service is given to create or change a person (besides the contract's bodies). */

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The hash of a user who has no password yet (bulk-imported users set theirs with the emailed code).
 * It is not an argon2 hash, so no password ever verifies against it.
 */
export const NO_PASSWORD_HASH = '!no-password-yet';

export interface NewStaffUser {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  role: UserRole;
  password: string;
}

export interface DriverUserInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Empty or absent: the driver sets one with a recovery code. */
  password?: string;
  dispatcherId?: number | null;
}

/** POST /user/findBy's filter: role `Carriers` (or none) means every back-office user, other roles that role. */
export function listFilter(search: string | undefined, role: string | undefined) {
  const filter =
    role === undefined || role === 'Carriers'
      ? { group: GROUPS.carriers }
      : role === DRIVER_ROLE
        ? { group: GROUPS.drivers }
        : { group: GROUPS.carriers, role };
  return { ...filter, ...(search ? { search } : {}) };
}
