import { z } from 'zod';
import { daysInOrder } from './date-range';
import { isFuelAmount, isFuelGallons, MAX_FUEL_AMOUNT, MAX_GALLONS } from './driver-values';
import { envelope } from './errors';
import { idField, idParams, rowIdField } from './ids';
import { jurisdictionCode } from './jurisdictions';
import { labelsOf, nameAsLabel } from './labels';
import { itemsPage, pageQuery } from './paging';

/**
 * Fuel purchases (docs/product.md "Fuel"): typed by a person, imported from a fuel card's export, or sent from
 * the drivers' app. Gallons exact to the thousandth (numeric(10,3)), the amount exact to the cent.
 */
export const FUEL_SOURCES = ['manual', 'import', 'driver'] as const;
export type FuelSource = (typeof FUEL_SOURCES)[number];
/** How the Fuel screen names a purchase's source: Manual, Import, Driver. */
export const FUEL_SOURCE_LABELS = labelsOf(FUEL_SOURCES, nameAsLabel);

export { MAX_FUEL_AMOUNT, MAX_GALLONS };

export const fuelMessages = {
  truckId: 'Choose the truck: its id is a whole number of 1 or more',
  driverId: 'Choose the driver: their id is a whole number of 1 or more, or leave it out',
  at: 'Enter when the fuel was bought as an ISO date and time, e.g. 2026-04-02T14:30:00Z',
  /** The same, under the screens' date and time picker. */
  atPicked: 'Enter the day and time the fuel was bought',
  future: 'The purchase is in the future: enter when the fuel was bought',
  state: 'Enter the two-letter code of a US state or Canadian province, e.g. TX or ON',
  gallons: `Enter the gallons, more than 0 and at most ${MAX_GALLONS.toLocaleString('en-US')}, with at most 3 decimals`,
  amount: `Enter the amount in dollars, 0 or more with at most 2 decimals (cents), up to ${MAX_FUEL_AMOUNT.toLocaleString('en-US')}`,
  vendor: 'Name the vendor or truck stop in 200 characters or fewer',
  receipt: 'Keep the receipt number to 100 characters',
  date: 'Enter the day as yyyy-MM-dd',
  range: 'The period starts after it ends: put from on or before to',
  notFound: 'No fuel purchase has this id: it may have been deleted',
  noTruck: 'No truck has this id: choose a truck from the list',
  noDriver: 'No driver has this id: choose a driver from the list, or leave it out',
  noDriverTruck: 'You have no truck assigned: ask your dispatcher to assign one, then send the receipt',
  created: 'The fuel purchase has been saved.',
  updated: 'The fuel purchase has been updated.',
  deleted: 'The fuel purchase has been deleted.',
  /**
   * Shown before a purchase of a closed IFTA quarter is changed or deleted: the change is allowed (a late
   * receipt is real), but the closed quarter's report is a frozen snapshot (decision 0044) that ignores it.
   */
  closedQuarter: (year: number, quarter: number) =>
    `Q${quarter} ${year} is closed: its IFTA report keeps the figures it was closed with. This change shows in it only if an Admin user reopens the quarter.`,
} as const;

export const gallonsField = z.number(fuelMessages.gallons).refine(isFuelGallons, fuelMessages.gallons);
export const amountField = z.number(fuelMessages.amount).refine(isFuelAmount, fuelMessages.amount);
export const stateField = z.string(fuelMessages.state).transform((value, ctx) => {
  const code = jurisdictionCode(value);
  if (!code) ctx.addIssue({ code: 'custom', message: fuelMessages.state });
  return code ?? z.NEVER;
});

/** `POST /api/fuel/purchases` and `PUT …/{id}`. */
export const fuelPurchaseBody = z.object({
  truckId: rowIdField(fuelMessages.truckId),
  driverId: rowIdField(fuelMessages.driverId).nullish(),
  at: z.iso.datetime({ offset: true, error: fuelMessages.at }),
  state: stateField,
  gallons: gallonsField,
  amount: amountField,
  vendor: z.string(fuelMessages.vendor).trim().max(200, fuelMessages.vendor).nullish(),
  receipt: z.string(fuelMessages.receipt).trim().max(100, fuelMessages.receipt).nullish(),
});
export type FuelPurchaseBody = z.output<typeof fuelPurchaseBody>;

/** The drivers' app "Fuel" receipt: the driver's own truck, now or when it happened (offline). */
export const driverFuelBody = fuelPurchaseBody.omit({ truckId: true, driverId: true }).extend({
  truckId: rowIdField(fuelMessages.truckId).optional(),
});
export type DriverFuelBody = z.output<typeof driverFuelBody>;

export const fuelPurchaseSchema = z.object({
  id: z.number().int(),
  truckId: z.number().int(),
  /** Beside the ids, what a person reads: the truck's unit number, the driver's name (null without a driver). */
  truckNumber: z.string(),
  driverId: z.number().int().nullable(),
  driverName: z.string().nullable(),
  at: z.string(),
  state: z.string(),
  gallons: z.number(),
  /** Dollars; `amountCents` exact. */
  amount: z.number(),
  amountCents: z.number().int(),
  vendor: z.string().nullable(),
  receipt: z.string().nullable(),
  source: z.enum(FUEL_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FuelPurchase = z.infer<typeof fuelPurchaseSchema>;

/** The list's filters: a truck, the days bought (`from`, `to`, inclusive, the carrier's days); newest first. */
export const fuelListQuery = pageQuery
  .extend({
    truckId: idField.optional(),
    from: z.iso.date({ error: fuelMessages.date }).optional(),
    to: z.iso.date({ error: fuelMessages.date }).optional(),
  })
  .refine((q) => daysInOrder(q.from, q.to), { message: fuelMessages.range, path: ['from'] });
export type FuelListQuery = z.output<typeof fuelListQuery>;

export const fuelPurchaseResponse = envelope(fuelPurchaseSchema);
export const fuelListResponse = envelope(
  itemsPage(fuelPurchaseSchema).extend({
    /** The matching purchases' gallons and dollars (all pages). */
    gallons: z.number(),
    amount: z.number(),
  }),
);
export const fuelIdParams = idParams;
