import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { manageUsersOnly } from './page-guards';
import { appPage, guardedPage, LIST_PAGE } from './router-pages';

/** The back office's people: users, drivers and one's own two-factor sign-in. */
export function peopleRoutes(): RouteObject[] {
  return [
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
  ];
}
