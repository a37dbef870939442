/**
 * The driver API's plain values, without zod: the drivers' app imports them from here so that its first load
 * carries no schema library (docs/performance.md "The web's first page"). duty.ts, reports.ts, tracking.ts and
 * driver-api.ts export them too.
 */

/**
 * Duty statuses a driver reports through the driver API (docs/product.md "Driver API"),
 * the four statuses of an hours-of-service log (FMCSA 49 CFR 395.8).
 */
export const DUTY_STATUSES = ['driving', 'on_duty', 'off_duty', 'sleeper_berth'] as const;
export type DutyStatus = (typeof DUTY_STATUSES)[number];

export const ALERT_KINDS = ['breakdown', 'accident', 'weather', 'delay', 'other'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The most location points one ping may carry. */
export const LOCATION_BATCH_MAX = 500;

/** Makes a driver API POST safe to send again (docs/decisions/0016-retry-safe-driver-api.md). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

// Drivers' daily inspection reports (inspections.ts, docs/product.md "Inspections (DVIR)").

/** The parts and accessories of 49 CFR 396.11(a)(1), as stable keys (stored and sent on the wire). */
export const INSPECTION_ITEMS = [
  'service_brakes',
  'parking_brake',
  'steering_mechanism',
  'lighting_devices_and_reflectors',
  'tires',
  'horn',
  'windshield_wipers',
  'rear_vision_mirrors',
  'coupling_devices',
  'wheels_and_rims',
  'emergency_equipment',
] as const;
export type InspectionItem = (typeof INSPECTION_ITEMS)[number];

export const INSPECTION_ITEM_LABELS: Readonly<Record<InspectionItem, string>> = {
  service_brakes: 'Service brakes, including trailer brake connections',
  parking_brake: 'Parking brake',
  steering_mechanism: 'Steering mechanism',
  lighting_devices_and_reflectors: 'Lighting devices and reflectors',
  tires: 'Tires',
  horn: 'Horn',
  windshield_wipers: 'Windshield wipers',
  rear_vision_mirrors: 'Rear vision mirrors',
  coupling_devices: 'Coupling devices',
  wheels_and_rims: 'Wheels and rims',
  emergency_equipment: 'Emergency equipment',
};

export const INSPECTION_KINDS = ['pre_trip', 'post_trip'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

/** `out_of_service`: the unit must not be dispatched until a work order certifies the repair. */
export const DEFECT_SEVERITIES = ['minor', 'out_of_service'] as const;
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];

export const ODOMETER_MAX_MILES = 9_999_999;
export const INSPECTION_NOTE_MAX = 500;
export const SIGNATURE_MAX = 100;

export const UNIT_TYPES = ['truck', 'trailer'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** The most one fuel purchase holds: gallons (numeric(10,3)) and dollars. */
export const MAX_GALLONS = 10_000;
export const MAX_FUEL_AMOUNT = 100_000;

/** Whether `value` has at most `places` decimals (checked on the scaled number, no binary fraction leaking). */
const hasPlaces = (value: number, places: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/**
 * A fuel purchase's gallons (more than 0, at most MAX_GALLONS, 3 decimals) and dollars (0 to MAX_FUEL_AMOUNT,
 * cents): the API's rule (fuel.ts) and the drivers' app's check before a receipt is queued.
 */
export const isFuelGallons = (n: number) =>
  Number.isFinite(n) && n > 0 && n <= MAX_GALLONS && hasPlaces(n, 3);
export const isFuelAmount = (n: number) =>
  Number.isFinite(n) && n >= 0 && n <= MAX_FUEL_AMOUNT && hasPlaces(n, 2);
