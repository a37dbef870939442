import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { alwaysRevalidate, requireNoSession, requireSession } from './guards';
import { backOfficeRoutes } from './router-back-office';
import { appPage, lazyPage } from './router-pages';
import { PageLoader, RouteErrorBoundary } from './routes/route-error-boundary';

/**
 * Every page is loaded on demand: the login area never downloads the back office and vice versa. The drivers'
 * app under /driver is not part of this router: main.tsx starts it on its own.
 */
export function createAppRoutes(): RouteObject[] {
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
          loader: requireNoSession,
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
          loader: requireSession,
        },
        {
          path: paths.app.root.path,
          loader: requireSession,
          shouldRevalidate: alwaysRevalidate,
          lazy: async () => ({ Component: (await import('./routes/app-root')).AppRoot }),
          children: [
            { index: true, element: <Navigate to={paths.app.adminUsers.getHref()} replace /> },
            ...backOfficeRoutes(),
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
