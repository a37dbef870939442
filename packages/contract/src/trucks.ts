import { z } from 'zod';
import { keptDateField } from './compliance';
import {
  dateField,
  equipmentMessages,
  equipmentRecordMessages,
  equipmentState,
  equipmentStatus,
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
  vinField,
  yearField,
} from './equipment';
import { envelope } from './errors';
import { fieldMessages } from './messages';
import { itemsEnvelope } from './paging';
import { parametricItem } from './parametrics';
import { personRef } from './users';
import { textField } from './validation';
import { idAndName, rowTimestamps, wholeNumbers } from './wire';

/**
 * Trucks (docs/product.md "Trucks", "Equipment"): `/api/vehicle/*`, with the historical wire names
 * (docs/product.md "Wire names").
 */

export const TRUCK_YEAR_MIN = 1990;
export const truckMessages = {
  ...equipmentRecordMessages('truck'),
  yearRange: (max: number) => `The year must be between ${TRUCK_YEAR_MIN} and ${max}`,
  noFoundPlate: 'No found plate',
  unknownDriver: 'The selected driver does not exist.',
  unknownOwner: 'The selected owner does not exist.',
  unknownMake: 'The selected make does not exist.',
  unknownModel: 'The selected model does not belong to the chosen make.',
  unknownFuel: 'The selected fuel type does not exist.',
  odometers: 'The odometer reading is a whole number of miles from 0 to 9,999,999',
} as const;

/**
 * Permits: KY required, NJ/NY/NM optional (docs/product.md "Truck form"). A number and its expiration go
 * together.
 */
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
type Permit = (typeof PERMITS)[number];
type PermitFields = {
  [K in Permit as K['number']]: string | null;
} & { [K in Permit as K['expiration']]: string | null };

/**
 * Every permit's number and expiration fields, in the order of PERMITS: the `required` pair for a required
 * permit, the `optional` pair for the others; spread into the body, the form and the record.
 */
function permitFields<RN, RE, ON, OE>(
  required: { number: RN; expiration: RE },
  optional: { number: ON; expiration: OE },
) {
  return Object.fromEntries(
    PERMITS.flatMap((permit) => {
      const pair = permit.required ? required : optional;
      return [
        [permit.number, pair.number],
        [permit.expiration, pair.expiration],
      ];
    }),
  ) as { [K in Permit as K['number']]: K['required'] extends true ? RN : ON } & {
    [K in Permit as K['expiration']]: K['required'] extends true ? RE : OE;
  };
}
/** The required permit's fields in the body and the form: its number and expiration, both required. */
const requiredPermit = { number: textField(40), expiration: dateField };

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

/** The truck's fields as the wire sends them (docs/product.md "Truck form"). */
const truckFields = {
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
  ...permitFields(requiredPermit, { number: optionalTextField(40), expiration: optionalDateField }),
  /** The last annual inspection (docs/product.md "Compliance"): absent keeps the stored one. */
  annual_inspection_date: keptDateField,
};

/** POST /vehicle/createTruck, PUT /vehicle/updateTruck/{id}. */
export const truckBody = z
  .object({
    ...truckFields,
    /** Set by the server (one shared id per truck); sent values are ignored. */
    clutch_id: specIdField,
    engine_id: specIdField,
    gearbox_id: specIdField,
  })
  .superRefine(checkPermitPairs);
export type TruckBody = z.output<typeof truckBody>;
export type TruckBodyInput = z.input<typeof truckBody>;

/**
 * The truck form: every input holds text. Text fields keep their wire rule; the others read the input's
 * text into the wire rule, so the form and the body apply the same rules in the same order.
 */
export const truckForm = z
  .object({
    ...truckFields,
    user_id: formNumber(refField, fieldMessages.required),
    owner_id: formOptionalRef,
    make_id: formNumber(refField, fieldMessages.required),
    model_id: formNumber(refField, fieldMessages.required),
    year: formNumber(truckYearField, equipmentMessages.wholeNumber),
    odometers: formNumber(odometersField, truckMessages.odometers),
    engineRepaired: formBoolean,
    fuelType: formNumber(refField, fieldMessages.required),
    ...permitFields(requiredPermit, { number: formOptionalText(40), expiration: formOptionalDate }),
    /** The form always sends it: '' clears it. */
    annual_inspection_date: formOptionalDate,
  })
  .superRefine(checkPermitPairs);
export type TruckFormValues = z.input<typeof truckForm>;
/** The truck form with every input empty: a new truck. */
export const emptyTruckForm = Object.fromEntries(
  Object.keys(truckForm.shape).map((key) => [key, '']),
) as Record<keyof TruckFormValues, ''> satisfies TruckFormValues;

/** A row of GET /vehicle/ (docs/product.md "Trucks list", plus names for the table). */
export const truckListRow = z.object({
  id: z.number().int(),
  licenseplate_number: z.string(),
  licenseplate_expiration: z.string(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  ...idAndName('user'),
  /** The driver's dispatcher; null until drivers are assigned to dispatchers. */
  dispatcher_name: z.string().nullable(),
  ...idAndName('make'),
  ...idAndName('model'),
  year: z.number().int(),
  vin_number: z.string(),
  unit_number: z.string(),
  ...equipmentState,
});
export type TruckListRow = z.infer<typeof truckListRow>;

export const truckListResponse = itemsEnvelope(truckListRow, pageMeta);
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
  ...permitFields(
    { number: z.string(), expiration: z.string() },
    { number: z.string().nullable(), expiration: z.string().nullable() },
  ),
  annual_inspection_date: z.string().nullable(),
  clutch_id: z.number().int(),
  engine_id: z.number().int(),
  gearbox_id: z.number().int(),
  ...rowTimestamps,
});
export type TruckRecord = z.infer<typeof truckRecord>;

export const truckResponse = envelope(truckRecord);
export type TruckResponse = z.infer<typeof truckResponse>;

/** GET /vehicle/findTruck/{id} (docs/product.md "Truck information"). */
export const truckDetailResponse = envelope(
  z.object({
    info: truckRecord,
    extraData: z.object({
      clutch: z.object({ id: z.number().int(), type: z.string() }),
      engine: z.object({
        id: z.number().int(),
        ...truckRecord.pick({
          brand: true,
          serialNumber: true,
          engineRepaired: true,
          fuelType: true,
          fuel_name: true,
        }).shape,
      }),
      gearbox: z.object({ id: z.number().int(), brandGearbox: z.string(), serialNumberGearbox: z.string() }),
      /** How the truck operates: its status, driver, owner, make and model. */
      operation: z.object({
        status: equipmentStatus,
        driver: personRef,
        owner: personRef.nullable(),
        make: parametricItem,
        model: parametricItem,
      }),
    }),
  }),
);
export type TruckDetailResponse = z.infer<typeof truckDetailResponse>;

/** GET /vehicle/countVehicles (docs/product.md "Trucks list"). */
export const vehicleCountsResponse = envelope(
  wholeNumbers('totalVehicle', 'activeVehicle', 'InactiveVehicle'),
);
export type VehicleCountsResponse = z.infer<typeof vehicleCountsResponse>;

/** GET /vehicle/findByUsers: the drivers for the driver and owner selectors. */
export const findByUsersResponse = envelope(
  z.object({ extraData: z.object({ trailerSize: z.object({ data: z.array(personRef) }) }) }),
);
export type FindByUsersResponse = z.infer<typeof findByUsersResponse>;

export const plateParams = z.object({ plate: z.string().trim().min(1).max(20) });

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();
