import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@fletx/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { LogoMark } from '../../../components/brand/logo-mark';
import { AuthAlerts } from './auth-alerts';
import classes from './auth-layout.module.css';

/**
 * The login shell (docs/product.md "Login screen"): two columns, the form on the left and the product logo
 * with the tagline on the right. On a narrow screen the brand becomes a band above the form. Plain HTML and
 * CSS: the login area starts without Mantine (docs/performance.md "The web's first page").
 */
export function AuthLayout() {
  // Every end of a session comes here (app/session-actions.ts): the last session's cached data is forgotten
  // now that no page of the shell can ask for it again.
  const queryClient = useQueryClient();
  useEffect(() => queryClient.clear(), [queryClient]);
  return (
    <div className={classes.root}>
      <main className={classes.formColumn}>
        <div className={classes.card}>
          <Outlet />
        </div>
      </main>
      <aside className={classes.brandColumn} aria-label={PRODUCT_NAME}>
        <div className={classes.brand} data-testid="product-brand">
          <div className={classes.mark}>
            <LogoMark size={120} variant="white" />
          </div>
          <p className={classes.name}>{PRODUCT_NAME}</p>
          <p className={classes.tagline} data-testid="product-tagline">
            {PRODUCT_TAGLINE}
          </p>
        </div>
      </aside>
      <AuthAlerts />
    </div>
  );
}
