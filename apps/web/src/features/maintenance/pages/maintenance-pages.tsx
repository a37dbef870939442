/** The Maintenance screen, an inspection's page and a work order's, one lazy chunk (app/router-back-office.tsx). */
export { InspectionPage } from './inspection-page';
export { MaintenancePage } from './maintenance-page';
export { WorkOrderPage } from './work-order-page';
