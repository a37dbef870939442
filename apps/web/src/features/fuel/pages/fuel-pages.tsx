/** The Fuel and IFTA screens, one lazy chunk (app/router-back-office.tsx). */
export { FuelPage } from './fuel-page';
export { IftaPage } from './ifta-page';
