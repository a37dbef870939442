import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { appPage, LIST_PAGE } from './router-pages';

const maintenancePages = () => import('../features/maintenance/pages/maintenance-pages');
/** Fuel purchases and the IFTA report (docs/product.md "Fuel", "IFTA"). */
const fuelPages = () => import('../features/fuel/pages/fuel-pages');
/** The truck and trailer pages with their maintenance (router-unit-pages.tsx). */
const unitPages = () => import('./router-unit-pages');

/** The fleet: trucks, trailers, their maintenance and inspections, and compliance. */
export function fleetRoutes(): RouteObject[] {
  return [
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
  ];
}
