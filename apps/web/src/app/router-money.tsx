import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { moneyOnly } from './page-guards';
import { appPage, guardedPage, LIST_PAGE } from './router-pages';

/** The money pages (docs/product.md "Invoices and receivables"): settlements, invoices and the carrier's settings. */
export function moneyRoutes(): RouteObject[] {
  return [
    appPage(
      paths.app.settlements.path,
      () => import('../features/settlements/pages/settlements-page'),
      (m) => m.SettlementsPage,
    ),
    appPage(
      paths.app.profit.path,
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
