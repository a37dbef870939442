import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { moneyOnly, settlementsOnly } from './page-guards';
import { guardedPage, LIST_PAGE } from './router-pages';

/** The money pages (docs/product.md "Invoices and receivables"): settlements, invoices and the carrier's settings. */
export function moneyRoutes(): RouteObject[] {
  return [
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
