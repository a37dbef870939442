import type { BrokerListItem } from '@fletx/contract/brokers';
import type { DriverRow } from '@fletx/contract/drivers';
import type { Load } from '@fletx/contract/loads';
import type { SearchHit } from '@fletx/contract/search';
import type { TrailerRecord } from '@fletx/contract/trailers';
import type { TruckListRow } from '@fletx/contract/trucks';

/** The parts of a line that are known, joined with a middle dot. */
const line = (...parts: ReadonlyArray<string | null | undefined>) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(' · ');

/** A load as its lists name it: its number, the route, the broker and the driver (or that it has none). */
export const loadHit = (load: Load): SearchHit => ({
  id: load.id,
  title: `Load #${load.id_number}`,
  detail: line(
    `${load.city_pickup}, ${load.state_code_pickup} → ${load.city_delivery}, ${load.state_code_delivery}`,
    load.company_name,
    load.driver_name ?? 'No driver',
  ),
  status: load.status_name,
});

export const driverHit = (driver: DriverRow): SearchHit => ({
  id: driver.id,
  title: driver.name,
  detail: line(driver.email, driver.unitNumber ? `Unit ${driver.unitNumber}` : undefined),
  status: driver.status,
});

export const truckHit = (truck: TruckListRow): SearchHit => ({
  id: truck.id,
  title: `Truck ${truck.unit_number}`,
  detail: line(
    `${truck.year} ${truck.make_name} ${truck.model_name}`,
    truck.licenseplate_number,
    truck.user_name,
  ),
  status: truck.status,
});

export const trailerHit = (trailer: TrailerRecord): SearchHit => ({
  id: trailer.id,
  title: `Trailer ${trailer.trailer_number}`,
  detail: line(`${trailer.year} ${trailer.type_name}`, trailer.size_name, trailer.licenseplate_number),
  status: trailer.status,
});

export const brokerHit = (broker: BrokerListItem): SearchHit => ({
  id: broker.id,
  title: broker.brokerName,
  detail: line(`MC ${broker.mcNumber}`, `${broker.city}, ${broker.state}`),
  status: broker.status,
});
