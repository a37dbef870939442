/**
 * Groups of the token (`cognito:groups`) and back-office user types
 * (docs/product.md "Roles and permissions").
 */
export const GROUPS = { carriers: 'carriers', drivers: 'drivers' } as const;
export type Group = (typeof GROUPS)[keyof typeof GROUPS];

export const USER_ROLES = ['Carriers', 'Dispatcher', 'Admin user'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DRIVER_ROLE = 'Driver' as const;

/** The user form's selector: label and value (docs/product.md "User form"). */
export const USER_ROLE_OPTIONS: ReadonlyArray<{ value: UserRole; label: string }> = [
  { value: 'Carriers', label: 'Carrier' },
  { value: 'Dispatcher', label: 'Dispatcher' },
  { value: 'Admin user', label: 'Admin user' },
];

/** A user type as the screens word it ('Carrier' for the value `Carriers`), the value itself when unknown. */
export const roleLabel = (role: string) => USER_ROLE_OPTIONS.find((o) => o.value === role)?.label ?? role;

export const PERMISSIONS = {
  manageUsers: ['Carriers', 'Admin user'],
  approveDrivers: ['Carriers', 'Admin user'],
  approveBrokers: ['Carriers', 'Admin user'],
  operate: ['Carriers', 'Admin user', 'Dispatcher'],
  approveDeliveries: ['Carriers', 'Admin user'],
  viewAudit: ['Carriers', 'Admin user'],
  /** Money figures of the load charts (docs/product.md "Load charts"). */
  viewRevenue: ['Carriers', 'Admin user'],
  /** Dispatch a driver whose compliance blocks it, with a reason (docs/product.md "Compliance"). */
  overrideCompliance: ['Carriers', 'Admin user'],
  /** Invoices, payments, receivables and the carrier settings (docs/product.md "Invoices and receivables"). */
  manageInvoices: ['Carriers', 'Admin user'],
  /** Driver settlements: list, pay, PDF (docs/product.md "Driver settlements"). */
  manageSettlements: ['Carriers', 'Admin user'],
} as const satisfies Record<string, ReadonlyArray<UserRole>>;
export type Permission = keyof typeof PERMISSIONS;

export function can(role: string | undefined, permission: Permission): boolean {
  return (PERMISSIONS[permission] as ReadonlyArray<string>).includes(role ?? '');
}

/** Only users whose group list includes carriers (case-insensitive) may use the back office. */
export function isCarrier(groups: ReadonlyArray<string> | undefined): boolean {
  return (groups ?? []).some((g) => g.toLowerCase() === GROUPS.carriers);
}
