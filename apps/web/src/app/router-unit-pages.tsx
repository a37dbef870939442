import { UnitMaintenance } from '../features/maintenance/components/unit-maintenance';
import { TrailerInformationPage } from '../features/trailers/pages/trailer-information-page';
import { TruckInformationPage } from '../features/trucks/pages/truck-information-page';

/**
 * The truck and trailer pages with their maintenance sections (docs/product.md "Maintenance"): features stay
 * apart, app/ composes them. One lazy chunk with both pages (router-back-office.tsx).
 */
export function TruckInformationRoute() {
  return (
    <TruckInformationPage
      sections={(id, inactive) => <UnitMaintenance unitType="truck" unitId={id} inactive={inactive} />}
    />
  );
}

export function TrailerInformationRoute() {
  return (
    <TrailerInformationPage
      sections={(id, inactive) => <UnitMaintenance unitType="trailer" unitId={id} inactive={inactive} />}
    />
  );
}
