import type { Permission } from '@fletx/contract/roles';

/** Who may open a page (router-pages.tsx `guardedPage`), and how the others are told it is not for them. */
export type Guard = { permission: Permission; title: string; what: string };

/** A back-office users page. */
export const manageUsersOnly = (title: string): Guard => ({
  permission: 'manageUsers',
  title,
  what: 'Managing back-office users',
});

/** A money page (docs/product.md "Invoices and receivables"): Carriers and Admin users only. */
export const moneyOnly = (title: string): Guard => ({
  permission: 'manageInvoices',
  title,
  what: 'Invoices and receivables',
});

/** A page of the drivers' pay and what the loads earn (docs/product.md "Driver settlements", "Profit"). */
export const settlementsOnly = (title: string, what: string): Guard => ({
  permission: 'manageSettlements',
  title,
  what,
});
