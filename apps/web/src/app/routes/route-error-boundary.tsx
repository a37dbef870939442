import { lazy, Suspense } from 'react';
import classes from './page-loader.module.css';

/** The page shown while the router loads a route's first files: a spinner, without Mantine. */
export function PageLoader() {
  return (
    <div className={classes.center} aria-busy="true">
      <span className={classes.loader} role="progressbar" aria-label="Loading" />
    </div>
  );
}

const RouteError = lazy(async () => ({ default: (await import('./route-error')).RouteError }));

/**
 * The router's error page (route-error.tsx), downloaded when an error happens: it is drawn with Mantine, which
 * the login area's first page does not carry (docs/performance.md "The web's first page").
 */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={<PageLoader />}>
      <RouteError />
    </Suspense>
  );
}
