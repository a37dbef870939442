/** The Fuel and IFTA screens, one lazy chunk (router-fleet.tsx). */
export { FuelPage } from './fuel-page';
export { IftaPage } from './ifta-page';
