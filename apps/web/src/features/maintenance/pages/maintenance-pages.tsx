/** The Maintenance screen and an inspection's page, one lazy chunk (router.tsx). */
export { InspectionPage } from './inspection-page';
export { MaintenancePage } from './maintenance-page';
