import type { AuditEntityType } from '@fletx/contract/audit';
import { BOOKING_STATUS_NAMES, bookingStopKeys } from '@fletx/contract/bookings';
import { CHECK_CALL_EVENT_NAMES } from '@fletx/contract/check-calls';
import { OSD_KINDS } from '@fletx/contract/delivery-approval';
import { DRIVER_STATUS_NAMES } from '@fletx/contract/drivers';
import { FUEL_SOURCE_LABELS } from '@fletx/contract/fuel';
import { INVOICE_STATUS_LABELS } from '@fletx/contract/invoices';
import { labelsOf, nameAsLabel } from '@fletx/contract/labels';
import { TRANSACTION_TYPES } from '@fletx/contract/load-ledger';
import { LOAD_STATUS_NAMES } from '@fletx/contract/load-status';
import { loadStopKeys } from '@fletx/contract/load-stops';
import { MAINTENANCE_TEMPLATES, MAINTENANCE_UNIT_TYPES } from '@fletx/contract/maintenance';
import { FUEL_TYPES, TRAILER_SIZES, TRAILER_TYPES } from '@fletx/contract/parametrics';
import { PAY_RULE_LABELS } from '@fletx/contract/pay-rules';
import { SETTLEMENT_STATUSES } from '@fletx/contract/settlements';
import { STOPS, type Stop, type StopField, type StopKeys } from '@fletx/contract/stops';
import { WORK_ORDER_LINE_KINDS, WORK_ORDER_STATUSES } from '@fletx/contract/work-orders';

/** An enumeration's label for each value it takes (an id or a wire name), as the lists and forms show it. */
export type ValueLabels = Readonly<Record<string | number, string>>;

/** A kind of record a field points to by its id. */
export type RecordRef = 'truck' | 'driver';

/**
 * The names of the records fields point to, by id, from lookups the page already has (a truck's unit number,
 * a driver's name); `RecordHistory`'s `names`.
 */
export type RecordNames = Partial<Record<RecordRef, ValueLabels>>;

/**
 * How a field's values read (audit-format.ts writes them): an instant in the viewer's time, a calendar date, a
 * stop's window time on the facility's clock, dollars, whole cents, an enumeration's labels, or the name of
 * the record an id points to (`#id` when the page does not know it).
 */
export type ValueKind =
  | 'instant'
  | 'date'
  | 'stopTime'
  | 'money'
  | 'cents'
  | { labels: ValueLabels }
  | { ref: RecordRef };

/**
 * What the History panel knows of a field: how its values read, and, with `label`, what the last part of its
 * path is called; 'hidden' for a field another field of the same record already says (an id beside its name).
 */
export type FieldSpec = ValueKind | 'hidden' | { label: string; value?: ValueKind };

/**
 * The fields of one kind of record by their path as the trail spells it (apps/api/src/modules/audit/audit-diff.ts
 * flattens the record the API answers): `[]` stands for any index (`contacts[12].phone` is `contacts[].phone`),
 * `*` for any text inside one part of the path (`permit*Expiration`). A field not listed shows its raw value.
 */
export type AuditFields = Readonly<Record<string, FieldSpec>>;

const labels = (map: ValueLabels): ValueKind => ({ labels: map });
const wordsOf = (values: ReadonlyArray<string>) => labels(labelsOf(values, nameAsLabel));
const namesOf = (items: ReadonlyArray<{ id: number; name: string }>) =>
  labels(Object.fromEntries(items.map(({ id, name }) => [id, name])));

const UNIT_TYPE: FieldSpec = { label: 'Unit type', value: wordsOf(MAINTENANCE_UNIT_TYPES) };

/** What the booking and load forms call a stop's fields after the stop's name (components/form/stop-fields.tsx). */
const STOP_FIELD_WORDS: Readonly<Record<StopField, [words: string, value?: ValueKind]>> = {
  openTime: ['open time', 'stopTime'],
  closeTime: ['close time', 'stopTime'],
  date: ['date', 'date'],
  nameLocation: ['facility name'],
  postalCode: ['ZIP code'],
  countryCode: ['country'],
  stateCode: ['state'],
  city: ['city'],
  lng: ['longitude'],
  lat: ['latitude'],
  phone: ['contact phone'],
};

/** A booking's or a load's two stops by their wire names: 'Pickup open time' on the facility's clock, … */
const stopFields = (keys: Record<Stop, StopKeys>): AuditFields =>
  Object.fromEntries(
    STOPS.flatMap((stop) =>
      Object.entries(keys[stop]).map(([field, path]) => {
        const [words, value] = STOP_FIELD_WORDS[field as StopField];
        return [path, { label: `${nameAsLabel(stop)} ${words}`, value }];
      }),
    ),
  );

/** Several fields of one kind. */
const each = (spec: FieldSpec, ...paths: string[]): AuditFields =>
  Object.fromEntries(paths.map((path) => [path, spec]));

/**
 * A booking's or a load's trip by its wire names: its stops, its trip rate, its status and trailer type by
 * their ids (their names beside them hidden), its broker by name.
 */
const tripFields = (names: {
  stops: Parameters<typeof stopFields>[0];
  tripRate: string;
  status: [string, ValueLabels];
  trailerType: string;
  hidden: string[];
  broker: string;
}): AuditFields => ({
  ...stopFields(names.stops),
  [names.tripRate]: { label: 'Trip rate', value: 'money' },
  [names.status[0]]: { label: 'Status', value: labels(names.status[1]) },
  [names.trailerType]: { label: 'Trailer type', value: namesOf(TRAILER_TYPES) },
  ...each('hidden', ...names.hidden),
  [names.broker]: { label: 'Broker' },
});

/** A truck's and a trailer's papers. */
const EQUIPMENT: AuditFields = {
  licenseplate_number: { label: 'License plate' },
  licenseplate_expiration: { label: 'License plate expiration', value: 'date' },
  annual_inspection_date: 'date',
};

const DRIVER_INFO = 'extraData.driverinformation.data';
const DRIVER_POLICY = 'extraData.driverpolicy.data';

/**
 * Parts of a record's paths that are the wire's nesting rather than words a person uses, with the words the
 * panel writes instead (none: left out): a driver's 'Extra data › Driverpolicy › Data › Physical amount'
 * reads 'Insurance › Physical amount'.
 */
export const AUDIT_SECTIONS: Partial<Record<AuditEntityType, ReadonlyArray<readonly [string, string]>>> = {
  driver: [
    [DRIVER_INFO, ''],
    [DRIVER_POLICY, 'Insurance'],
  ],
};

/** Every audited kind of record's fields (docs/product.md "The History panel"). */
export const AUDIT_FIELDS: Readonly<Record<AuditEntityType, AuditFields>> = {
  user: {},
  driver: {
    [`${DRIVER_INFO}.status_operation`]: { label: 'Status', value: labels(DRIVER_STATUS_NAMES) },
    [`${DRIVER_INFO}.status`]: 'hidden',
    [`${DRIVER_INFO}.*_expiration`]: 'date',
    [`${DRIVER_INFO}.lease_agreement_*`]: 'date',
    [`${DRIVER_INFO}.dateCoverage`]: 'date',
    [`${DRIVER_INFO}.detentionPerHour`]: 'money',
    [`${DRIVER_INFO}.extraStopPay`]: 'money',
    [`${DRIVER_POLICY}.amount`]: 'money',
    [`${DRIVER_POLICY}.*Amount`]: 'money',
    [`${DRIVER_POLICY}.*Date*`]: 'date',
    payRuleKind: { label: 'Pay rule', value: labels(PAY_RULE_LABELS) },
    detentionPerHourCents: { label: 'Detention per hour', value: 'cents' },
    extraStopPayCents: { label: 'Extra stop pay', value: 'cents' },
    'settlement.paidOn': 'date',
    'settlement.status': wordsOf(SETTLEMENT_STATUSES),
  },
  truck: {
    ...EQUIPMENT,
    gps_company: { label: 'GPS company' },
    vin_number: { label: 'VIN number' },
    IFTA_number: { label: 'IFTA number' },
    IFTA_expiration: { label: 'IFTA expiration', value: 'date' },
    'permit*Expiration': 'date',
    fuelType: { label: 'Fuel type', value: namesOf(FUEL_TYPES) },
    ...each(
      'hidden',
      'fuel_name',
      'make_id',
      'model_id',
      'user_id',
      'owner_id',
      'clutch_id',
      'engine_id',
      'gearbox_id',
    ),
    make_name: { label: 'Make' },
    model_name: { label: 'Model' },
    user_name: { label: 'Driver' },
    owner_name: { label: 'Owner' },
    dispatcher_name: { label: 'Dispatcher' },
  },
  trailer: {
    ...EQUIPMENT,
    vin: { label: 'VIN' },
    type_id: { label: 'Type', value: namesOf(TRAILER_TYPES) },
    size_id: { label: 'Size', value: namesOf(TRAILER_SIZES) },
    ...each('hidden', 'type_name', 'size_name', 'vehicle_id'),
    licenseplate_truck_number: { label: "Truck's license plate" },
  },
  broker: { 'checkCalls.events': labels(CHECK_CALL_EVENT_NAMES) },
  booking: tripFields({
    stops: bookingStopKeys,
    tripRate: 'freightCompany',
    status: ['statusId', BOOKING_STATUS_NAMES],
    trailerType: 'trailerType',
    hidden: ['statusName', 'trailerTypeName', 'loadBrokerId'],
    broker: 'companyName',
  }),
  load: {
    ...tripFields({
      stops: loadStopKeys,
      tripRate: 'freight_company',
      status: ['loadbook_status_id', LOAD_STATUS_NAMES],
      trailerType: 'trailer_type',
      hidden: ['status_name', 'trailer_type_name', 'broker_id', 'user_id'],
      broker: 'company_name',
    }),
    driver_name: { label: 'Driver' },
    ledger_total: 'money',
    'osd[].amount': 'money',
    'osd[].kind': wordsOf(OSD_KINDS),
    'statement.*': 'cents',
    // The office's corrections of the stops' times, read "Stop times › Delivery › Arrival (office)" (decision 0067).
    'stopTimes.pickup.arrivedAt': { label: 'Arrival (office)', value: 'instant' },
    'stopTimes.pickup.departedAt': { label: 'Departure (office)', value: 'instant' },
    'stopTimes.delivery.arrivedAt': { label: 'Arrival (office)', value: 'instant' },
    'stopTimes.delivery.departedAt': { label: 'Departure (office)', value: 'instant' },
  },
  invoice: {
    ...each('money', 'amount', 'paid', 'balance', 'lines[].amount'),
    ...each('date', 'invoiceDate', 'dueOn', 'sentOn', 'factoredOn'),
    status: labels(INVOICE_STATUS_LABELS),
    'lines[].transactionTypeId': { label: 'Type', value: namesOf(TRANSACTION_TYPES) },
    'stops[].at': { label: 'Time', value: 'stopTime' },
    'stops[].type': wordsOf(STOPS),
    ...each('hidden', 'brokerId', 'billTo.brokerId', 'loadId', 'voided.by.id'),
    'voided.at': { label: 'On', value: 'instant' },
    'voided.by.name': { label: 'By' },
    'voided.reason': { label: 'Reason' },
  },
  carrierSettings: {},
  maintenanceSchedule: {
    unitType: UNIT_TYPE,
    task: labels(Object.fromEntries(MAINTENANCE_TEMPLATES.map((t) => [t.task, t.label]))),
    everyMiles: { label: 'Every (miles)' },
    everyDays: { label: 'Every (days)' },
    lastDoneAt: { label: 'Last done on', value: 'date' },
    lastDoneMiles: { label: 'Odometer when last done (mi)' },
    blocksDispatch: { label: 'Blocks dispatch when overdue' },
  },
  workOrder: {
    unitType: UNIT_TYPE,
    ...each('hidden', 'unit.type', 'unit.id', 'totalCents', 'lines[].totalCents'),
    status: wordsOf(WORK_ORDER_STATUSES),
    ...each('instant', 'openedAt', 'startedAt', 'doneAt'),
    ...each('money', 'total', 'lines[].total', 'lines[].unitPrice'),
    'lines[].kind': wordsOf(WORK_ORDER_LINE_KINDS),
  },
  fuelPurchase: {
    at: { label: 'Bought at', value: 'instant' },
    amount: 'money',
    amountCents: 'hidden',
    source: labels(FUEL_SOURCE_LABELS),
    // The purchase keeps ids only: the dialog names its trucks read by id and its drivers from the drivers' list.
    truckId: { label: 'Truck', value: { ref: 'truck' } },
    driverId: { label: 'Driver', value: { ref: 'driver' } },
  },
  rateConfirmationDraft: {
    'fields.rate': 'money',
    'fields.accessorials[].amount': 'money',
    'fields.stops[].open': { label: 'Open time', value: 'stopTime' },
    'fields.stops[].close': { label: 'Close time', value: 'stopTime' },
  },
};
