import { can, USER_ROLES } from '@fletx/contract/roles';
import type { NavItem } from './navigation';

/**
 * The items a role may use. An unknown or missing role sees every item: the server still enforces each
 * permission, the navigation only hides what a known role may not do.
 */
export function visibleNavItems(items: ReadonlyArray<NavItem>, role: string | undefined): NavItem[] {
  const known = (USER_ROLES as ReadonlyArray<string>).includes(role ?? '');
  return items.filter((item) => !item.permission || !known || can(role, item.permission));
}
