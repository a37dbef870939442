import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequirePermission } from '../components/layouts/require-permission';
import { paths } from '../config/paths';
import { alwaysRevalidate, createRequireNoSession, createRequireSession } from './guards';
import { PageLoader, RouteError } from './routes/route-error';

/** A back-office users page: other roles are told it is not for them (the server refuses them anyway). */
function manageUsersOnly(title: string, Page: ComponentType): ComponentType {
  return function ManageUsersOnly() {
    return (
      <RequirePermission permission="manageUsers" title={title} what="Managing back-office users">
        <Page />
      </RequirePermission>
    );
  };
}

/** A money page (docs/product.md "Invoices and receivables"): Carriers and Admin users only. */
function moneyOnly(title: string, Page: ComponentType): ComponentType {
  return function MoneyOnly() {
    return (
      <RequirePermission permission="manageInvoices" title={title} what="Invoices and receivables">
        <Page />
      </RequirePermission>
    );
  };
}

/** A route whose page is downloaded on its first visit; `pick` takes the page out of the loaded module. */
function lazyPage<M>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  return { path, lazy: async () => ({ Component: pick(await load()) }) };
}

/**
 * Every page is loaded on demand: the login area never downloads the back office and vice versa. The drivers'
 * app under /driver is not part of this router: main.tsx starts it on its own.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          path: paths.home.path,
          element: <Navigate to={paths.auth.login.getHref()} replace />,
        },
        {
          path: paths.auth.root.path,
          loader: createRequireNoSession(queryClient),
          shouldRevalidate: alwaysRevalidate,
          lazy: async () => ({
            Component: (await import('../features/auth/components/auth-layout')).AuthLayout,
          }),
          children: [
            { index: true, element: <Navigate to={paths.auth.login.getHref()} replace /> },
            lazyPage(
              paths.auth.login.path,
              () => import('../features/auth/pages/login-page'),
              (m) => m.LoginPage,
            ),
            lazyPage(
              paths.auth.forgotPassword.path,
              () => import('../features/auth/pages/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
            lazyPage(
              paths.auth.changePassword.path,
              () => import('../features/auth/pages/change-password-page'),
              (m) => m.ChangePasswordPage,
            ),
          ],
        },
        {
          path: paths.app.root.path,
          loader: createRequireSession(queryClient),
          shouldRevalidate: alwaysRevalidate,
          lazy: async () => ({ Component: (await import('./routes/app-root')).AppRoot }),
          children: [
            { index: true, element: <Navigate to={paths.app.adminUsers.getHref()} replace /> },
            lazyPage(
              paths.app.adminUsers.path,
              () => import('../features/admin-users/pages/admin-users-page'),
              (m) => manageUsersOnly('Admin Users', m.AdminUsersPage),
            ),
            lazyPage(
              paths.app.newUser.path,
              () => import('../features/admin-users/pages/user-form-page'),
              (m) => manageUsersOnly('New user', m.UserFormPage),
            ),
            lazyPage(
              paths.app.addUsers.path,
              () => import('../features/admin-users/pages/add-users-page'),
              (m) => manageUsersOnly('Add users', m.AddUsersPage),
            ),
            lazyPage(
              paths.app.drivers.path,
              () => import('../features/drivers/pages/drivers-page'),
              (m) => m.DriversPage,
            ),
            lazyPage(
              paths.app.addDriver.path,
              () => import('../features/drivers/pages/driver-form-page'),
              (m) => m.DriverFormPage,
            ),
            lazyPage(
              paths.app.driverInformation.path,
              () => import('../features/drivers/pages/driver-profile-page'),
              (m) => m.DriverProfilePage,
            ),
            lazyPage(
              paths.app.trucks.path,
              () => import('../features/trucks/pages/trucks-page'),
              (m) => m.TrucksPage,
            ),
            lazyPage(
              paths.app.addTruck.path,
              () => import('../features/trucks/pages/add-truck-page'),
              (m) => m.AddTruckPage,
            ),
            lazyPage(
              paths.app.truckInformation.path,
              () => import('../features/trucks/pages/truck-information-page'),
              (m) => m.TruckInformationPage,
            ),
            lazyPage(
              paths.app.trailers.path,
              () => import('../features/trailers/pages/trailers-page'),
              (m) => m.TrailersPage,
            ),
            lazyPage(
              paths.app.addTrailer.path,
              () => import('../features/trailers/pages/add-trailer-page'),
              (m) => m.AddTrailerPage,
            ),
            lazyPage(
              paths.app.trailerInformation.path,
              () => import('../features/trailers/pages/trailer-information-page'),
              (m) => m.TrailerInformationPage,
            ),
            lazyPage(
              paths.app.bookings.path,
              () => import('../features/bookings/pages/bookings-page'),
              (m) => m.BookingsPage,
            ),
            lazyPage(
              paths.app.loads.path,
              () => import('../features/loads/pages/loads-page'),
              (m) => m.LoadsPage,
            ),
            lazyPage(
              paths.app.addLoadDriver.path,
              () => import('../features/loads/pages/load-form-page'),
              (m) => m.LoadFormPage,
            ),
            lazyPage(
              paths.app.loadDetails.path,
              () => import('../features/loads/pages/load-details-page'),
              (m) => m.LoadDetailsPage,
            ),
            lazyPage(
              paths.app.loadDetails.tabPath,
              () => import('../features/loads/pages/load-details-page'),
              (m) => m.LoadDetailsPage,
            ),
            lazyPage(
              paths.app.reports.path,
              () => import('../features/reports/pages/reports-page'),
              (m) => m.ReportsPage,
            ),
            lazyPage(
              paths.app.alerts.path,
              () => import('../features/reports/pages/alerts-page'),
              (m) => m.AlertsPage,
            ),
            lazyPage(
              paths.app.deliveryApproval.path,
              () => import('../features/delivery-approval/pages/delivery-approval-page'),
              (m) => m.DeliveryApprovalPage,
            ),
            lazyPage(
              paths.app.deliveryApprovalDetail.path,
              () => import('../features/delivery-approval/pages/delivery-approval-detail-page'),
              (m) => m.DeliveryApprovalDetailPage,
            ),
            lazyPage(
              paths.app.settlements.path,
              () => import('../features/settlements/pages/settlements-page'),
              (m) => m.SettlementsPage,
            ),
            lazyPage(
              paths.app.compliance.path,
              () => import('../features/compliance/pages/compliance-page'),
              (m) => m.CompliancePage,
            ),
            lazyPage(
              paths.app.brokers.path,
              () => import('../features/brokers/pages/brokers-page'),
              (m) => m.BrokersPage,
            ),
            lazyPage(
              paths.app.addBooking.path,
              () => import('../features/bookings/pages/add-booking-page'),
              (m) => m.AddBookingPage,
            ),
            lazyPage(
              paths.app.editBooking.path,
              () => import('../features/bookings/pages/edit-booking-page'),
              (m) => m.EditBookingPage,
            ),
            lazyPage(
              paths.app.addBroker.path,
              () => import('../features/brokers/pages/add-broker-page'),
              (m) => m.AddBrokerPage,
            ),
            lazyPage(
              paths.app.editBroker.path,
              () => import('../features/brokers/pages/edit-broker-page'),
              (m) => m.EditBrokerPage,
            ),
            lazyPage(
              paths.app.brokerProfile.path,
              () => import('../features/brokers/pages/broker-profile-page'),
              (m) => m.BrokerProfilePage,
            ),
            lazyPage(
              paths.app.addContactBroker.path,
              () => import('../features/brokers/pages/add-contact-broker-page'),
              (m) => m.AddContactBrokerPage,
            ),
            lazyPage(
              paths.app.invoices.path,
              () => import('../features/invoices/pages/invoices-page'),
              (m) => moneyOnly('Invoices', m.InvoicesPage),
            ),
            lazyPage(
              paths.app.invoiceAging.path,
              () => import('../features/invoices/pages/aging-page'),
              (m) => moneyOnly('Receivables aging', m.AgingPage),
            ),
            lazyPage(
              paths.app.invoiceDetails.path,
              () => import('../features/invoices/pages/invoice-details-page'),
              (m) => moneyOnly('Invoice', m.InvoiceDetailsPage),
            ),
            lazyPage(
              paths.app.carrierSettings.path,
              () => import('../features/carrier-settings/pages/carrier-settings-page'),
              (m) => moneyOnly('Carrier settings', m.CarrierSettingsPage),
            ),
            lazyPage(
              paths.app.componentTest.path,
              () => import('../features/gallery/pages/component-test-page'),
              (m) => m.ComponentTestPage,
            ),
            lazyPage(
              '*',
              () => import('./routes/not-found'),
              (m) => m.AppNotFoundPage,
            ),
          ],
        },
        lazyPage(
          '*',
          () => import('./routes/not-found'),
          (m) => m.NotFoundPage,
        ),
      ],
    },
  ];
}
