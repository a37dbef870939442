import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { alwaysRevalidate, createRequireNoSession, createRequireSession } from './guards';
import { type Guard, manageUsersOnly, moneyOnly } from './page-guards';
import { PageLoader, RouteErrorBoundary } from './routes/route-error-boundary';

/** A route whose page is downloaded on its first visit; `pick` takes the page out of the loaded module. */
function lazyPage<M>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  return { path, lazy: async () => ({ Component: pick(await load()) }) };
}

/** The Mantine CSS beyond the shell's (back-office-styles.ts), downloaded beside a page's code. */
const loadBackOfficeStyles = () => import('./back-office-styles');

/**
 * A page of the main area: its code and the rest of Mantine's CSS (back-office-styles.ts), downloaded together;
 * list pages the shell's CSS covers skip the second (`shellStylesOnly`, docs/performance.md "The web's first page").
 */
function appPage<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { shellStylesOnly = false } = {},
): RouteObject {
  return lazyPage(
    path,
    async () => (await Promise.all([load(), shellStylesOnly || loadBackOfficeStyles()]))[0],
    pick,
  );
}

const LIST_PAGE = { shellStylesOnly: true };
const maintenancePages = () => import('../features/maintenance/pages/maintenance-pages');

/**
 * A page for some roles only: other roles are told it is not for them (the server refuses them anyway); the
 * check (components/layouts/require-permission.tsx) comes with the page, not with the login's first page.
 */
function guardedPage<M>(
  path: string,
  { permission, title, what }: Guard,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { shellStylesOnly = false } = {},
): RouteObject {
  return {
    path,
    lazy: async () => {
      const [module, { RequirePermission }] = await Promise.all([
        load(),
        import('../components/layouts/require-permission'),
        shellStylesOnly || loadBackOfficeStyles(),
      ]);
      const Page = pick(module);
      return {
        Component: () => (
          <RequirePermission permission={permission} title={title} what={what}>
            <Page />
          </RequirePermission>
        ),
      };
    },
  };
}

/**
 * Every page is loaded on demand: the login area never downloads the back office and vice versa. The drivers'
 * app under /driver is not part of this router: main.tsx starts it on its own.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <RouteErrorBoundary />,
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
          ...lazyPage(
            paths.twoFactorSetup.path,
            () => import('./routes/two-factor-setup-root'),
            (m) => m.TwoFactorSetupRoot,
          ),
          loader: createRequireSession(queryClient),
        },
        {
          path: paths.app.root.path,
          loader: createRequireSession(queryClient),
          shouldRevalidate: alwaysRevalidate,
          lazy: async () => ({ Component: (await import('./routes/app-root')).AppRoot }),
          children: [
            { index: true, element: <Navigate to={paths.app.adminUsers.getHref()} replace /> },
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
            appPage(
              paths.app.truckInformation.path,
              () => import('../features/trucks/pages/truck-information-page'),
              (m) => m.TruckInformationPage,
            ),
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
            appPage(
              paths.app.trailerInformation.path,
              () => import('../features/trailers/pages/trailer-information-page'),
              (m) => m.TrailerInformationPage,
            ),
            appPage(
              paths.app.bookings.path,
              () => import('../features/bookings/pages/bookings-page'),
              (m) => m.BookingsPage,
              LIST_PAGE,
            ),
            appPage(
              paths.app.loads.path,
              () => import('../features/loads/pages/loads-page'),
              (m) => m.LoadsPage,
              LIST_PAGE,
            ),
            appPage(
              paths.app.addLoadDriver.path,
              () => import('../features/loads/pages/load-form-page'),
              (m) => m.LoadFormPage,
            ),
            appPage(
              paths.app.loadDetails.path,
              () => import('../features/loads/pages/load-details-page'),
              (m) => m.LoadDetailsPage,
            ),
            appPage(
              paths.app.loadDetails.tabPath,
              () => import('../features/loads/pages/load-details-page'),
              (m) => m.LoadDetailsPage,
            ),
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
              paths.app.settlements.path,
              () => import('../features/settlements/pages/settlements-page'),
              (m) => m.SettlementsPage,
            ),
            appPage(
              paths.app.compliance.path,
              () => import('../features/compliance/pages/compliance-page'),
              (m) => m.CompliancePage,
            ),
            appPage(paths.app.maintenance.path, maintenancePages, (m) => m.MaintenancePage),
            appPage(paths.app.inspection.path, maintenancePages, (m) => m.InspectionPage),
            appPage(
              paths.app.brokers.path,
              () => import('../features/brokers/pages/brokers-page'),
              (m) => m.BrokersPage,
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
            appPage(
              paths.app.componentTest.path,
              () => import('../features/gallery/pages/component-test-page'),
              (m) => m.ComponentTestPage,
            ),
            appPage(
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
