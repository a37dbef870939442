import type { Permission } from '@fletx/contract/roles';
import {
  IconBriefcase,
  IconBuildingBank,
  IconCalendarEvent,
  IconCertificate,
  IconChartBar,
  IconChecklist,
  IconContainer,
  IconFileImport,
  IconFileInvoice,
  IconGasStation,
  IconMessages,
  IconPackages,
  IconReceipt2,
  IconReceiptTax,
  IconReportAnalytics,
  IconSteeringWheel,
  IconSun,
  IconTool,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';

export type NavItem = {
  label: string;
  href: string;
  icon: ReactNode;
  /** When set, only roles with this permission see the item (docs/product.md "Roles and permissions"). */
  permission?: Permission;
  /** A count shown beside the label: `messages`, the messages from drivers nobody read yet. */
  badge?: 'messages';
};

const ICON_SIZE = 18;

function navItem(label: string, href: string, Icon: TablerIcon, permission?: Permission): NavItem {
  return { label, href, icon: <Icon size={ICON_SIZE} aria-hidden />, ...(permission ? { permission } : {}) };
}

/** The side navigation, in the order of docs/product.md "Side navigation". */
export const NAV_ITEMS: ReadonlyArray<NavItem> = [
  navItem('Today', paths.app.today.getHref(), IconSun, 'operate'),
  navItem('Admin Users', paths.app.adminUsers.getHref(), IconUsers, 'manageUsers'),
  navItem('Drivers', paths.app.drivers.getHref(), IconSteeringWheel),
  navItem('Trucks', paths.app.trucks.getHref(), IconTruck),
  navItem('Trailers', paths.app.trailers.getHref(), IconContainer),
  navItem('Bookings', paths.app.bookings.getHref(), IconCalendarEvent),
  navItem('Loads', paths.app.loads.getHref(), IconPackages),
  navItem('Dispatch', paths.app.dispatch.getHref(), IconTruckDelivery, 'operate'),
  { ...navItem('Messages', paths.app.messages.getHref(), IconMessages, 'operate'), badge: 'messages' },
  navItem('Rate confirmations', paths.app.rateConfirmations.getHref(), IconFileImport, 'operate'),
  navItem('Reports', paths.app.reports.getHref(), IconReportAnalytics),
  navItem('Delivery Approval', paths.app.deliveryApproval.getHref(), IconChecklist, 'approveDeliveries'),
  navItem('Settlements', paths.app.settlements.getHref(), IconReceipt2, 'manageSettlements'),
  navItem('Profit', paths.app.profit.getHref(), IconChartBar, 'manageSettlements'),
  navItem('Brokers', paths.app.brokers.getHref(), IconBriefcase),
  navItem('Compliance', paths.app.compliance.getHref(), IconCertificate),
  navItem('Maintenance', paths.app.maintenance.getHref(), IconTool, 'operate'),
  navItem('Fuel', paths.app.fuel.getHref(), IconGasStation, 'operate'),
  navItem('IFTA', paths.app.ifta.getHref(), IconReceiptTax, 'operate'),
  navItem('Invoices', paths.app.invoices.getHref(), IconFileInvoice, 'manageInvoices'),
  navItem('Carrier Settings', paths.app.carrierSettings.getHref(), IconBuildingBank, 'manageInvoices'),
];
