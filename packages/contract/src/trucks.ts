import { z } from 'zod';
import {
  dateField,
  equipmentMessages,
  formBoolean,
  formNumber,
  formOptionalDate,
  formOptionalRef,
  formOptionalText,
  optionalDateField,
  optionalRefField,
  optionalTextField,
  pageMeta,
  plateField,
  refField,
  textField,
  vinField,
  yearField,
} from './equipment';
import { fieldMessages } from './messages';

/**
 * Trucks (spec fleet §2 Trucks / Add truck / Truck information, §3 Truck list row / payload / detail,
 * §5 Truck form, §7 Vehicles): `/api/vehicle/*`. Wire names are the spec's.
 */

export const TRUCK_YEAR_MIN = 1990;
export const truckMessages = {
  yearRange: (max: number) => `The year must be between ${TRUCK_YEAR_MIN} and ${max}`,
  created: 'The truck has been created.',
  updated: 'The truck has been updated.',
  deleted: 'The truck has been deleted.',
  notFound: 'This truck does not exist.',
  noFoundPlate: 'No found plate',
  duplicateVin: (vin: string) => `A truck with the VIN ${vin} already exists.`,
  duplicatePlate: (plate: string) => `A truck with the licence plate ${plate} already exists.`,
  alreadyInactive: 'This truck is already inactive.',
  inactiveNoEdit: 'This truck is inactive and can no longer be edited.',
  unknownDriver: 'The selected driver does not exist.',
  unknownOwner: 'The selected owner does not exist.',
  unknownMake: 'The selected make does not exist.',
  unknownModel: 'The selected model does not belong to the chosen make.',
  unknownFuel: 'The selected fuel type does not exist.',
  odometers: 'The odometer reading is a whole number of miles from 0 to 9,999,999',
} as const;

/** Permits: KY required, NJ/NY/NM optional (spec fleet §5, §9). A number and its expiration go together. */
export const PERMITS = [
  {
    state: 'KY',
    label: 'Kentucky',
    number: 'permitKentucky',
    expiration: 'permitKyExpiration',
    required: true,
  },
  {
    state: 'NJ',
    label: 'New Jersey',
    number: 'permitNewjersey',
    expiration: 'permitNjExpiration',
    required: false,
  },
  {
    state: 'NY',
    label: 'New York',
    number: 'permitNewyork',
    expiration: 'permitNyExpiration',
    required: false,
  },
  {
    state: 'NM',
    label: 'New Mexico',
    number: 'permitNuevoMexico',
    expiration: 'permitNmExpiration',
    required: false,
  },
] as const;
type PermitFields = {
  [K in (typeof PERMITS)[number] as K['number']]: string | null;
} & { [K in (typeof PERMITS)[number] as K['expiration']]: string | null };

/** Optional permits: a number needs its expiration and an expiration its number. */
function checkPermitPairs(value: Partial<Record<keyof PermitFields, string | null>>, ctx: z.RefinementCtx) {
  for (const permit of PERMITS) {
    if (permit.required) continue;
    const number = value[permit.number];
    const expiration = value[permit.expiration];
    if (number && !expiration)
      ctx.addIssue({ code: 'custom', path: [permit.expiration], message: fieldMessages.required });
    if (expiration && !number)
      ctx.addIssue({ code: 'custom', path: [permit.number], message: fieldMessages.required });
  }
}

export const odometersField = z
  .number({ error: fieldMessages.required })
  .int(truckMessages.odometers)
  .min(0, truckMessages.odometers)
  .max(9_999_999, truckMessages.odometers);
export const truckYearField = yearField(TRUCK_YEAR_MIN, truckMessages.yearRange);

const specIdField = z.number().int().nullish();

/** POST /vehicle/createTruck, PUT /vehicle/updateTruck/{id} (spec fleet §3 Truck payload). */
export const truckBody = z
  .object({
    user_id: refField,
    owner_id: optionalRefField,
    vin_number: vinField,
    make_id: refField,
    model_id: refField,
    year: truckYearField,
    unit_number: textField(20),
    licenseplate_number: plateField,
    licenseplate_expiration: dateField,
    IFTA_number: textField(30),
    IFTA_expiration: dateField,
    gps_company: textField(60),
    odometers: odometersField,
    brand: textField(60),
    serialNumber: textField(40),
    engineRepaired: z.boolean({ error: fieldMessages.required }),
    fuelType: refField,
    brandGearbox: textField(60),
    serialNumberGearbox: textField(40),
    type: textField(60),
    permitKentucky: textField(40),
    permitKyExpiration: dateField,
    permitNewjersey: optionalTextField(40),
    permitNjExpiration: optionalDateField,
    permitNewyork: optionalTextField(40),
    permitNyExpiration: optionalDateField,
    permitNuevoMexico: optionalTextField(40),
    permitNmExpiration: optionalDateField,
    /** Set by the server (one shared id per truck); sent values are ignored. */
    clutch_id: specIdField,
    engine_id: specIdField,
    gearbox_id: specIdField,
  })
  .superRefine(checkPermitPairs);
export type TruckBody = z.output<typeof truckBody>;
export type TruckBodyInput = z.input<typeof truckBody>;

/** The truck form: every input holds text; it turns into the wire body with the same rules. */
export const truckForm = z
  .object({
    user_id: formNumber(refField, fieldMessages.required),
    owner_id: formOptionalRef,
    vin_number: vinField,
    make_id: formNumber(refField, fieldMessages.required),
    model_id: formNumber(refField, fieldMessages.required),
    year: formNumber(truckYearField, equipmentMessages.wholeNumber),
    unit_number: textField(20),
    licenseplate_number: plateField,
    licenseplate_expiration: dateField,
    IFTA_number: textField(30),
    IFTA_expiration: dateField,
    gps_company: textField(60),
    odometers: formNumber(odometersField, truckMessages.odometers),
    brand: textField(60),
    serialNumber: textField(40),
    engineRepaired: formBoolean,
    fuelType: formNumber(refField, fieldMessages.required),
    brandGearbox: textField(60),
    serialNumberGearbox: textField(40),
    type: textField(60),
    permitKentucky: textField(40),
    permitKyExpiration: dateField,
    permitNewjersey: formOptionalText(40),
    permitNjExpiration: formOptionalDate,
    permitNewyork: formOptionalText(40),
    permitNyExpiration: formOptionalDate,
    permitNuevoMexico: formOptionalText(40),
    permitNmExpiration: formOptionalDate,
  })
  .superRefine(checkPermitPairs);
export type TruckFormValues = z.input<typeof truckForm>;

export const personRef = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export type PersonRef = z.infer<typeof personRef>;

export const TRUCK_STATUS = { active: 'Active', inactive: 'Inactive' } as const;
export const truckStatus = z.enum(['Active', 'Inactive']);

/** A row of GET /vehicle/ (spec fleet §3 Truck list row, plus names for the table). */
export const truckListRow = z.object({
  id: z.number().int(),
  licenseplate_number: z.string(),
  licenseplate_expiration: z.string(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  user_id: z.number().int(),
  user_name: z.string(),
  /** The driver's dispatcher; null until drivers are assigned to dispatchers. */
  dispatcher_name: z.string().nullable(),
  make_id: z.number().int(),
  make_name: z.string(),
  model_id: z.number().int(),
  model_name: z.string(),
  year: z.number().int(),
  vin_number: z.string(),
  unit_number: z.string(),
  is_deleted: z.boolean(),
  status: truckStatus,
});
export type TruckListRow = z.infer<typeof truckListRow>;

export const truckListResponse = z.object({
  message: z.string(),
  data: z.object({ items: z.array(truckListRow), meta: pageMeta }),
});
export type TruckListResponse = z.infer<typeof truckListResponse>;

/** One truck with every payload field (GET /vehicle/find/{id}, `data.info` of findTruck). */
export const truckRecord = truckListRow.extend({
  IFTA_number: z.string(),
  IFTA_expiration: z.string(),
  gps_company: z.string(),
  odometers: z.number().int(),
  brand: z.string(),
  serialNumber: z.string(),
  engineRepaired: z.boolean(),
  fuelType: z.number().int(),
  fuel_name: z.string(),
  brandGearbox: z.string(),
  serialNumberGearbox: z.string(),
  type: z.string(),
  permitKentucky: z.string(),
  permitKyExpiration: z.string(),
  permitNewjersey: z.string().nullable(),
  permitNjExpiration: z.string().nullable(),
  permitNewyork: z.string().nullable(),
  permitNyExpiration: z.string().nullable(),
  permitNuevoMexico: z.string().nullable(),
  permitNmExpiration: z.string().nullable(),
  clutch_id: z.number().int(),
  engine_id: z.number().int(),
  gearbox_id: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TruckRecord = z.infer<typeof truckRecord>;

export const truckResponse = z.object({ message: z.string(), data: truckRecord });
export type TruckResponse = z.infer<typeof truckResponse>;

/** GET /vehicle/findTruck/{id} (spec fleet §3 Truck detail response). */
export const truckDetailResponse = z.object({
  message: z.string(),
  data: z.object({
    info: truckRecord,
    extraData: z.object({
      clutch: z.object({ id: z.number().int(), type: z.string() }),
      engine: z.object({
        id: z.number().int(),
        brand: z.string(),
        serialNumber: z.string(),
        engineRepaired: z.boolean(),
        fuelType: z.number().int(),
        fuel_name: z.string(),
      }),
      gearbox: z.object({ id: z.number().int(), brandGearbox: z.string(), serialNumberGearbox: z.string() }),
      /** How the truck operates: its status, driver, owner, make and model. */
      operation: z.object({
        status: truckStatus,
        driver: personRef,
        owner: personRef.nullable(),
        make: z.object({ id: z.number().int(), name: z.string() }),
        model: z.object({ id: z.number().int(), name: z.string() }),
      }),
    }),
  }),
});
export type TruckDetailResponse = z.infer<typeof truckDetailResponse>;

/** GET /vehicle/countVehicles (spec fleet §3 Vehicle counts). */
export const vehicleCountsResponse = z.object({
  message: z.string(),
  data: z.object({
    totalVehicle: z.number().int(),
    activeVehicle: z.number().int(),
    InactiveVehicle: z.number().int(),
  }),
});
export type VehicleCountsResponse = z.infer<typeof vehicleCountsResponse>;

/** GET /vehicle/findByUsers: the drivers for the driver and owner selectors. */
export const findByUsersResponse = z.object({
  message: z.string(),
  data: z.object({ extraData: z.object({ trailerSize: z.object({ data: z.array(personRef) }) }) }),
});
export type FindByUsersResponse = z.infer<typeof findByUsersResponse>;

export const plateParams = z.object({ plate: z.string().trim().min(1).max(20) });

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();
