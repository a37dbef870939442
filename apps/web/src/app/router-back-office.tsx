import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { manageUsersOnly, moneyOnly, settlementsOnly } from './page-guards';
import { appPage, guardedPage, LIST_PAGE } from './router-pages';

/** The Maintenance screen, an inspection's page and a work order's, one lazy chunk. */
const maintenancePages = () => import('../features/maintenance/pages/maintenance-pages');
/** Fuel purchases and the IFTA report (docs/product.md "Fuel", "IFTA"). */
const fuelPages = () => import('../features/fuel/pages/fuel-pages');
/** The truck and trailer pages with their maintenance (router-unit-pages.tsx). */
const unitPages = () => import('./router-unit-pages');
/** A load's page, opened on its first tab or on the one its address names. */
const loadDetailsPage = () => import('../features/loads/pages/load-details-page');

/** The back office's pages under /fletx (router.tsx adds its home and its not-found page), by area. */
export function backOfficeRoutes(): RouteObject[] {
  return [
    // People: users, drivers and one's own two-factor sign-in.
    appPage(
      paths.app.twoFactor.path,
      () => import('../features/auth/two-factor/two-factor-page'),
      (m) => m.TwoFactorPage,
    ),
    guardedPage(
      paths.app.adminUsers.path,
      manageUsersOnly('Admin Users'),
      () => import('../features/admin-users/pages/admin-users-page'),
      (m) => m.AdminUsersPage,
      LIST_PAGE,
    ),
    guardedPage(
      paths.app.newUser.path,
      manageUsersOnly('New user'),
      () => import('../features/admin-users/pages/user-form-page'),
      (m) => m.UserFormPage,
    ),
    guardedPage(
      paths.app.addUsers.path,
      manageUsersOnly('Add users'),
      () => import('../features/admin-users/pages/add-users-page'),
      (m) => m.AddUsersPage,
    ),
    appPage(
      paths.app.drivers.path,
      () => import('../features/drivers/pages/drivers-page'),
      (m) => m.DriversPage,
      LIST_PAGE,
    ),
    appPage(
      paths.app.addDriver.path,
      () => import('../features/drivers/pages/driver-form-page'),
      (m) => m.DriverFormPage,
    ),
    appPage(
      paths.app.driverInformation.path,
      () => import('../features/drivers/pages/driver-profile-page'),
      (m) => m.DriverProfilePage,
    ),
    // The fleet: trucks, trailers, their maintenance and inspections, fuel, and compliance.
    appPage(
      paths.app.trucks.path,
      () => import('../features/trucks/pages/trucks-page'),
      (m) => m.TrucksPage,
      LIST_PAGE,
    ),
    appPage(
      paths.app.addTruck.path,
      () => import('../features/trucks/pages/add-truck-page'),
      (m) => m.AddTruckPage,
    ),
    appPage(paths.app.truckInformation.path, unitPages, (m) => m.TruckInformationRoute),
    appPage(
      paths.app.trailers.path,
      () => import('../features/trailers/pages/trailers-page'),
      (m) => m.TrailersPage,
      LIST_PAGE,
    ),
    appPage(
      paths.app.addTrailer.path,
      () => import('../features/trailers/pages/add-trailer-page'),
      (m) => m.AddTrailerPage,
    ),
    appPage(paths.app.trailerInformation.path, unitPages, (m) => m.TrailerInformationRoute),
    appPage(paths.app.maintenance.path, maintenancePages, (m) => m.MaintenancePage),
    appPage(paths.app.fuel.path, fuelPages, (m) => m.FuelPage, LIST_PAGE),
    appPage(paths.app.ifta.path, fuelPages, (m) => m.IftaPage),
    appPage(paths.app.inspection.path, maintenancePages, (m) => m.InspectionPage),
    appPage(paths.app.workOrder.path, maintenancePages, (m) => m.WorkOrderPage),
    appPage(
      paths.app.compliance.path,
      () => import('../features/compliance/pages/compliance-page'),
      (m) => m.CompliancePage,
    ),
    // The freight: bookings, loads, rate confirmations, reports, delivery approval and brokers.
    appPage(
      paths.app.bookings.path,
      () => import('../features/bookings/pages/bookings-page'),
      (m) => m.BookingsPage,
      LIST_PAGE,
    ),
    appPage(
      paths.app.addBooking.path,
      () => import('../features/bookings/pages/add-booking-page'),
      (m) => m.AddBookingPage,
    ),
    appPage(
      paths.app.editBooking.path,
      () => import('../features/bookings/pages/edit-booking-page'),
      (m) => m.EditBookingPage,
    ),
    appPage(
      paths.app.loads.path,
      () => import('../features/loads/pages/loads-page'),
      (m) => m.LoadsPage,
      LIST_PAGE,
    ),
    appPage(
      paths.app.today.path,
      () => import('../features/today/pages/today-page'),
      (m) => m.TodayPage,
    ),
    appPage(
      paths.app.dispatch.path,
      () => import('../features/dispatch/pages/dispatch-page'),
      (m) => m.DispatchPage,
    ),
    appPage(
      paths.app.messages.path,
      () => import('../features/messages/pages/messages-page'),
      (m) => m.MessagesPage,
    ),
    appPage(
      paths.app.addLoadDriver.path,
      () => import('../features/loads/pages/load-form-page'),
      (m) => m.LoadFormPage,
    ),
    appPage(paths.app.loadDetails.path, loadDetailsPage, (m) => m.LoadDetailsPage),
    appPage(paths.app.loadDetails.tabPath, loadDetailsPage, (m) => m.LoadDetailsPage),
    appPage(
      paths.app.rateConfirmations.path,
      () => import('../features/intake/pages/rate-confirmations-page'),
      (m) => m.RateConfirmationsPage,
    ),
    appPage(
      paths.app.rateConfirmation.path,
      () => import('../features/intake/pages/rate-confirmation-page'),
      (m) => m.RateConfirmationPage,
    ),
    appPage(
      paths.app.reports.path,
      () => import('../features/reports/pages/reports-page'),
      (m) => m.ReportsPage,
    ),
    appPage(
      paths.app.alerts.path,
      () => import('../features/reports/pages/alerts-page'),
      (m) => m.AlertsPage,
    ),
    appPage(
      paths.app.deliveryApproval.path,
      () => import('../features/delivery-approval/pages/delivery-approval-page'),
      (m) => m.DeliveryApprovalPage,
      LIST_PAGE,
    ),
    appPage(
      paths.app.deliveryApprovalDetail.path,
      () => import('../features/delivery-approval/pages/delivery-approval-detail-page'),
      (m) => m.DeliveryApprovalDetailPage,
    ),
    appPage(
      paths.app.brokers.path,
      () => import('../features/brokers/pages/brokers-page'),
      (m) => m.BrokersPage,
      LIST_PAGE,
    ),
    appPage(
      paths.app.addBroker.path,
      () => import('../features/brokers/pages/add-broker-page'),
      (m) => m.AddBrokerPage,
    ),
    appPage(
      paths.app.editBroker.path,
      () => import('../features/brokers/pages/edit-broker-page'),
      (m) => m.EditBrokerPage,
    ),
    appPage(
      paths.app.brokerProfile.path,
      () => import('../features/brokers/pages/broker-profile-page'),
      (m) => m.BrokerProfilePage,
    ),
    appPage(
      paths.app.addContactBroker.path,
      () => import('../features/brokers/pages/add-contact-broker-page'),
      (m) => m.AddContactBrokerPage,
    ),
    // The money (docs/product.md "Invoices and receivables"): settlements, invoices and the carrier's settings.
    guardedPage(
      paths.app.settlements.path,
      settlementsOnly('Settlements', 'Driver settlements'),
      () => import('../features/settlements/pages/settlements-page'),
      (m) => m.SettlementsPage,
    ),
    guardedPage(
      paths.app.profit.path,
      settlementsOnly('Profit', 'Profit'),
      () => import('../features/profit/pages/profit-page'),
      (m) => m.ProfitPage,
    ),
    guardedPage(
      paths.app.invoices.path,
      moneyOnly('Invoices'),
      () => import('../features/invoices/pages/invoices-page'),
      (m) => m.InvoicesPage,
    ),
    guardedPage(
      paths.app.invoiceAging.path,
      moneyOnly('Receivables aging'),
      () => import('../features/invoices/pages/aging-page'),
      (m) => m.AgingPage,
      LIST_PAGE,
    ),
    guardedPage(
      paths.app.invoiceDetails.path,
      moneyOnly('Invoice'),
      () => import('../features/invoices/pages/invoice-details-page'),
      (m) => m.InvoiceDetailsPage,
    ),
    guardedPage(
      paths.app.carrierSettings.path,
      moneyOnly('Carrier settings'),
      () => import('../features/carrier-settings/pages/carrier-settings-page'),
      (m) => m.CarrierSettingsPage,
    ),
  ];
}
