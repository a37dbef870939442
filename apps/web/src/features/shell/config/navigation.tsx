import type { Permission } from '@fletx/contract/roles';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconChecklist,
  IconContainer,
  IconPackages,
  IconReportAnalytics,
  IconSteeringWheel,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';

export type NavItem = {
  label: string;
  href: string;
  icon: ReactNode;
  /** When set, only roles with this permission see the item (DESIGN "Who may do what"). */
  permission?: Permission;
};

const ICON_SIZE = 18;

/** The side navigation, in the order of spec §2. */
export const NAV_ITEMS: ReadonlyArray<NavItem> = [
  {
    label: 'Admin Users',
    href: paths.app.adminUsers.getHref(),
    icon: <IconUsers size={ICON_SIZE} aria-hidden />,
    permission: 'manageUsers',
  },
  {
    label: 'Drivers',
    href: paths.app.drivers.getHref(),
    icon: <IconSteeringWheel size={ICON_SIZE} aria-hidden />,
  },
  { label: 'Trucks', href: paths.app.trucks.getHref(), icon: <IconTruck size={ICON_SIZE} aria-hidden /> },
  {
    label: 'Trailers',
    href: paths.app.trailers.getHref(),
    icon: <IconContainer size={ICON_SIZE} aria-hidden />,
  },
  {
    label: 'Bookings',
    href: paths.app.bookings.getHref(),
    icon: <IconCalendarEvent size={ICON_SIZE} aria-hidden />,
  },
  { label: 'Loads', href: paths.app.loads.getHref(), icon: <IconPackages size={ICON_SIZE} aria-hidden /> },
  {
    label: 'Reports',
    href: paths.app.reports.getHref(),
    icon: <IconReportAnalytics size={ICON_SIZE} aria-hidden />,
  },
  {
    label: 'Delivery Approval',
    href: paths.app.deliveryApproval.getHref(),
    icon: <IconChecklist size={ICON_SIZE} aria-hidden />,
    permission: 'approveDeliveries',
  },
  {
    label: 'Brokers',
    href: paths.app.brokers.getHref(),
    icon: <IconBriefcase size={ICON_SIZE} aria-hidden />,
  },
];
