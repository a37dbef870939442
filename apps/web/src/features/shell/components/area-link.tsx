import { NavLink, type NavLinkProps } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import type { NavItem } from '../config/navigation';

export type AreaLinkProps = Omit<NavLinkProps, 'label' | 'leftSection'> & {
  item: NavItem;
  onClick?: () => void;
};

/** A link to an area of the back office, with its name and icon (the side navigation, the quick search). */
export function AreaLink({ item, ...navLink }: AreaLinkProps) {
  return (
    <NavLink
      component={RouterNavLink}
      to={item.href}
      label={item.label}
      leftSection={item.icon}
      {...navLink}
    />
  );
}
