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

/** Every page is loaded on demand: the login area never downloads the back office and vice versa. */
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
            {
              path: paths.auth.login.path,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/login-page')).LoginPage,
              }),
            },
            {
              path: paths.auth.forgotPassword.path,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
              }),
            },
            {
              path: paths.auth.changePassword.path,
              lazy: async () => ({
                Component: (await import('../features/auth/pages/change-password-page')).ChangePasswordPage,
              }),
            },
          ],
        },
        {
          path: paths.app.root.path,
          loader: createRequireSession(queryClient),
          shouldRevalidate: alwaysRevalidate,
          lazy: async () => ({ Component: (await import('./routes/app-root')).AppRoot }),
          children: [
            { index: true, element: <Navigate to={paths.app.adminUsers.getHref()} replace /> },
            {
              path: paths.app.adminUsers.path,
              lazy: async () => ({
                Component: manageUsersOnly(
                  'Admin Users',
                  (await import('../features/admin-users/pages/admin-users-page')).AdminUsersPage,
                ),
              }),
            },
            {
              path: paths.app.newUser.path,
              lazy: async () => ({
                Component: manageUsersOnly(
                  'New user',
                  (await import('../features/admin-users/pages/user-form-page')).UserFormPage,
                ),
              }),
            },
            {
              path: paths.app.addUsers.path,
              lazy: async () => ({
                Component: manageUsersOnly(
                  'Add users',
                  (await import('../features/admin-users/pages/add-users-page')).AddUsersPage,
                ),
              }),
            },
            {
              path: paths.app.drivers.path,
              lazy: async () => ({
                Component: (await import('../features/drivers/pages/drivers-page')).DriversPage,
              }),
            },
            {
              path: paths.app.addDriver.path,
              lazy: async () => ({
                Component: (await import('../features/drivers/pages/driver-form-page')).DriverFormPage,
              }),
            },
            {
              path: paths.app.driverInformation.path,
              lazy: async () => ({
                Component: (await import('../features/drivers/pages/driver-profile-page')).DriverProfilePage,
              }),
            },
            {
              path: paths.app.trucks.path,
              lazy: async () => ({
                Component: (await import('../features/trucks/pages/trucks-page')).TrucksPage,
              }),
            },
            {
              path: paths.app.addTruck.path,
              lazy: async () => ({
                Component: (await import('../features/trucks/pages/add-truck-page')).AddTruckPage,
              }),
            },
            {
              path: paths.app.truckInformation.path,
              lazy: async () => ({
                Component: (await import('../features/trucks/pages/truck-information-page'))
                  .TruckInformationPage,
              }),
            },
            {
              path: paths.app.trailers.path,
              lazy: async () => ({
                Component: (await import('../features/trailers/pages/trailers-page')).TrailersPage,
              }),
            },
            {
              path: paths.app.addTrailer.path,
              lazy: async () => ({
                Component: (await import('../features/trailers/pages/add-trailer-page')).AddTrailerPage,
              }),
            },
            {
              path: paths.app.trailerInformation.path,
              lazy: async () => ({
                Component: (await import('../features/trailers/pages/trailer-information-page'))
                  .TrailerInformationPage,
              }),
            },
            {
              path: paths.app.bookings.path,
              lazy: async () => ({
                Component: (await import('../features/bookings/pages/bookings-page')).BookingsPage,
              }),
            },
            {
              path: paths.app.loads.path,
              lazy: async () => ({
                Component: (await import('../features/loads/pages/loads-page')).LoadsPage,
              }),
            },
            {
              path: paths.app.addLoadDriver.path,
              lazy: async () => ({
                Component: (await import('../features/loads/pages/load-form-page')).LoadFormPage,
              }),
            },
            {
              path: paths.app.loadDetails.path,
              lazy: async () => ({
                Component: (await import('../features/loads/pages/load-details-page')).LoadDetailsPage,
              }),
            },
            {
              path: paths.app.loadDetails.tabPath,
              lazy: async () => ({
                Component: (await import('../features/loads/pages/load-details-page')).LoadDetailsPage,
              }),
            },
            {
              path: paths.app.reports.path,
              lazy: async () => ({
                Component: (await import('../features/reports/pages/reports-page')).ReportsPage,
              }),
            },
            {
              path: paths.app.alerts.path,
              lazy: async () => ({
                Component: (await import('../features/reports/pages/alerts-page')).AlertsPage,
              }),
            },
            {
              path: paths.app.deliveryApproval.path,
              lazy: async () => ({
                Component: (await import('../features/delivery-approval/pages/delivery-approval-page'))
                  .DeliveryApprovalPage,
              }),
            },
            {
              path: paths.app.deliveryApprovalDetail.path,
              lazy: async () => ({
                Component: (await import('../features/delivery-approval/pages/delivery-approval-detail-page'))
                  .DeliveryApprovalDetailPage,
              }),
            },
            {
              path: paths.app.brokers.path,
              lazy: async () => ({
                Component: (await import('../features/brokers/pages/brokers-page')).BrokersPage,
              }),
            },
            {
              path: paths.app.addBooking.path,
              lazy: async () => ({
                Component: (await import('../features/bookings/pages/add-booking-page')).AddBookingPage,
              }),
            },
            {
              path: paths.app.editBooking.path,
              lazy: async () => ({
                Component: (await import('../features/bookings/pages/edit-booking-page')).EditBookingPage,
              }),
            },
            {
              path: paths.app.addBroker.path,
              lazy: async () => ({
                Component: (await import('../features/brokers/pages/add-broker-page')).AddBrokerPage,
              }),
            },
            {
              path: paths.app.editBroker.path,
              lazy: async () => ({
                Component: (await import('../features/brokers/pages/edit-broker-page')).EditBrokerPage,
              }),
            },
            {
              path: paths.app.brokerProfile.path,
              lazy: async () => ({
                Component: (await import('../features/brokers/pages/broker-profile-page')).BrokerProfilePage,
              }),
            },
            {
              path: paths.app.addContactBroker.path,
              lazy: async () => ({
                Component: (await import('../features/brokers/pages/add-contact-broker-page'))
                  .AddContactBrokerPage,
              }),
            },
            {
              path: paths.app.componentTest.path,
              lazy: async () => ({
                Component: (await import('../features/gallery/pages/component-test-page')).ComponentTestPage,
              }),
            },
            {
              path: '*',
              lazy: async () => ({ Component: (await import('./routes/not-found')).AppNotFoundPage }),
            },
          ],
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
        },
      ],
    },
  ];
}
