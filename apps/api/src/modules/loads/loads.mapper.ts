import type { Booking } from '@fletx/contract/bookings';
import type { LoadInstruction } from '@fletx/contract/load-instructions';
import { type LoadTransaction, transactionTypeName } from '@fletx/contract/load-ledger';
import type { LoadMetrics } from '@fletx/contract/load-metrics';
import type { LoadExtraData, LoadHistoryEntry, LoadListResponse } from '@fletx/contract/load-responses';
import { LOAD_STATUS_IDS, LOAD_STATUS_NAMES } from '@fletx/contract/load-status';
import { type Load, type LoadBody, type LoadDriverOption, loadStopKeys } from '@fletx/contract/loads';
import { COUNTRY_CODE } from '@fletx/contract/stops';
import { nameOfCode } from '../../lib/code-name';
import { isoOrNull, isoString } from '../../lib/iso-time';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import { stopValues } from '../../lib/stop-values';
import { stopsAndFreightOf } from '../bookings/bookings.service';
import { toPersonWire } from '../users/users.service';
import type { LoadHistoryRow } from './load-history.repository';
import type { LoadInstructionRow } from './load-instructions.repository';
import type { LoadTransactionRow } from './load-ledger.repository';
import type { LoadRow, NewLoadRow } from './loads.repository';

/** The names the read model shows beside a load (its broker, trailer type, status and driver). */
interface LoadNames {
  brokerName: string;
  trailerTypeName: string;
  statusName: string;
  driverFirstName: string | null;
  driverLastName: string | null;
}
/** How to reach a listed load's driver (null without a driver). */
interface DriverContact {
  driverEmail: string | null;
  driverPhone: string | null;
}
/** A person beside a load: its driver. */
interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
/** A driver's truck, with its make and model names. */
interface TruckRow {
  id: number;
  plateNumber: string;
  unitNumber: string;
  vinNumber: string;
  year: number;
  make: string;
  model: string;
}
/** The trailer on a driver's truck, with its type and size names. */
interface TrailerRow {
  id: number;
  trailerNumber: string;
  plateNumber: string;
  vin: string;
  typeId: number;
  typeName: string;
  sizeName: string;
  sizeOther: string | null;
}

/** A status's name ("Cancelled"), or its id for a status the contract does not know. */
export const loadStatusName = (id: number) => nameOfCode(LOAD_STATUS_NAMES, id);

/** yyyy-MM-dd HH:mm:ss in UTC (docs/product.md "Ledger": created_at). */
const ledgerTime = (value: Date) => isoString(value).slice(0, 19).replace('T', ' ');

/** Table ↔ wire (docs/product.md "Load form", "Wire names"), in one place. */
/** Miles as numeric columns keep them (text), as a number. */
const milesOf = (value: string | null) => (value === null ? null : Number(value));

export function toLoadWire(row: LoadRow & LoadNames): Load {
  const driverName =
    row.driverFirstName === null ? null : `${row.driverFirstName} ${row.driverLastName ?? ''}`.trim();
  return {
    id: row.id,
    id_number: row.idNumber,
    user_id: row.driverId,
    driver_name: driverName,
    loadbook_status_id: row.statusId,
    status_name: row.statusName,
    open_time_pickup: isoString(row.pickupOpenAt),
    close_time_pickup: isoString(row.pickupCloseAt),
    open_time_delivery: isoOrNull(row.deliveryOpenAt),
    close_time_delivery: isoOrNull(row.deliveryCloseAt),
    city_pickup: row.pickupCity,
    city_delivery: row.deliveryCity,
    state_code_pickup: row.pickupState,
    state_code_delivery: row.deliveryState,
    postalCodePickup: row.pickupZip,
    postalCodeDelivery: row.deliveryZip,
    countryCodePickup: COUNTRY_CODE,
    countryCodeDelivery: COUNTRY_CODE,
    nameLocationPickup: row.pickupFacility,
    nameLocationDelivery: row.deliveryFacility,
    phone_pickup: row.pickupPhone,
    phone_delivery: row.deliveryPhone,
    trailer_type: row.trailerTypeId,
    trailer_type_name: row.trailerTypeName,
    trailer_dimensions: row.trailerDimensions,
    broker_id: row.brokerId,
    company_name: row.brokerName,
    freight_company: row.tripRateCents === null ? null : centsToDollars(row.tripRateCents),
    product_name: row.productName,
    load_weight: row.weightLbs,
    distance_miles: row.distanceMiles,
    plannedMiles: milesOf(row.plannedMiles),
    plannedMilesEstimated: row.plannedMilesEstimated,
    actualMiles: milesOf(row.actualMiles),
    deadheadMiles: milesOf(row.deadheadMiles),
    instructions: row.instructions,
    booking_id: row.bookingId,
    loadType: row.loadType,
    finished: row.finished,
    compliance_override: row.complianceOverride,
    created_at: isoString(row.createdAt),
    updated_at: isoString(row.updatedAt),
  };
}

type LoadValues = Omit<NewLoadRow, 'statusId' | 'bookingId' | 'finished' | 'id' | 'createdAt' | 'updatedAt'>;

/** The stored values of a load form body (status, booking and finished are set elsewhere). */
export function fromLoadBody(body: LoadBody): LoadValues {
  return {
    idNumber: body.id_number,
    brokerId: body.broker_id,
    driverId: body.user_id,
    distanceMiles: body.distance_miles,
    ...stopValues(body, loadStopKeys),
    productName: body.product_name,
    tripRateCents: body.freight_company === null ? null : dollarsToCents(body.freight_company),
    weightLbs: body.load_weight,
    instructions: body.instructions,
    trailerTypeId: body.trailer_type,
    trailerDimensions: body.trailer_dimensions,
    loadType: body.loadType,
  };
}

function toHistoryWire(row: LoadHistoryRow): LoadHistoryEntry {
  return {
    id: row.id,
    from_status_id: row.fromStatus,
    from_status_name: row.fromStatus === null ? null : loadStatusName(row.fromStatus),
    to_status_id: row.toStatus,
    to_status_name: loadStatusName(row.toStatus),
    action: row.action,
    comment: row.comment,
    changed_by: row.changedBy,
    changed_by_name: row.changedByName,
    changed_at: isoString(row.changedAt),
  };
}

export function toInstructionWire(row: LoadInstructionRow): LoadInstruction {
  return {
    id: row.id,
    loadbook_id: row.loadId,
    instruction_load: row.text,
    updated_at: isoString(row.updatedAt),
  };
}

export function toTransactionWire(row: LoadTransactionRow): LoadTransaction {
  return {
    id: row.id,
    loadbook_id: row.loadId,
    transaction_type_id: row.typeId,
    transaction_type_name: transactionTypeName(row.typeId),
    amount: centsToDollars(row.amountCents),
    amount_cents: row.amountCents,
    comment: row.comment,
    created_at: ledgerTime(row.createdAt),
    created_by: row.createdByName,
    created_by_id: row.createdBy,
  };
}

/** The stored values of a load made from a booking: no driver yet (status and times are set elsewhere). */
export function fromBooking(booking: Booking): LoadValues & { bookingId: number } {
  return {
    idNumber: booking.idNumber,
    brokerId: booking.loadBrokerId,
    bookingId: booking.id,
    driverId: null,
    ...stopsAndFreightOf(booking),
  };
}

/**
 * A page of the active or finished loads (docs/product.md "Loads list"): the loads, and beside them the
 * paging, this page's drivers (each once, in the order the page first shows them) and every status (the status
 * filter).
 */
export function toLoadPage(
  rows: ReadonlyArray<LoadRow & LoadNames & DriverContact>,
  total: number,
  paging: { page: number; take: number },
): LoadListResponse['data'] {
  return {
    info: rows.map(toLoadWire),
    extraData: {
      total,
      page: paging.page,
      take: paging.take,
      users: driversOf(rows).map(toPersonWire),
      status: LOAD_STATUS_IDS.map((id) => ({ id, name: LOAD_STATUS_NAMES[id] })),
    },
  };
}

/** The extras of a load (docs/product.md "Load details"): its driver, their status, truck and trailer. */
export function toExtrasWire(
  load: Load,
  parts: {
    user: PersonRow | undefined;
    driverStatus: number | null | undefined;
    /** The driver's CDL number (the driver form's "CDL number"), null when not given. */
    licenseNumber: string | null;
    vehicle: TruckRow | undefined;
    trailer: TrailerRow | undefined;
    previousStatus: number | undefined;
    history: LoadHistoryRow[];
  },
): LoadExtraData {
  const { user, driverStatus, licenseNumber, vehicle, trailer } = parts;
  return {
    user: user ? toPersonWire(user) : null,
    loadbookStatus: { id: load.loadbook_status_id, name: load.status_name },
    driverInformation:
      driverStatus === null || driverStatus === undefined
        ? null
        : { status: driverStatus, license_number: licenseNumber },
    vehicle: vehicle
      ? {
          id: vehicle.id,
          licenseplate_number: vehicle.plateNumber,
          unit_number: vehicle.unitNumber,
          vin_number: vehicle.vinNumber,
          year: vehicle.year,
          make: vehicle.make,
          model: vehicle.model,
        }
      : null,
    trailer: trailer
      ? {
          id: trailer.id,
          trailer_number: trailer.trailerNumber,
          licenseplate_number: trailer.plateNumber,
          vin: trailer.vin,
          type_id: trailer.typeId,
          type_name: trailer.typeName,
          size: trailer.sizeOther ?? trailer.sizeName,
        }
      : null,
    previous_status_id: parts.previousStatus ?? null,
    history: parts.history.map(toHistoryWire),
  };
}

export function toDriverOption(
  row: { id: number; firstName: string; lastName: string; plate: string | null },
  compliance: string | undefined,
): LoadDriverOption {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    truck: row.plate,
    compliance: compliance ?? null,
  };
}

/** Active and finished loads: `inactive` is the finished ones (`GET /loadbook/countLoads`). */
export const toCountsWire = (counts: { active: number; finished: number }) => ({
  active: counts.active,
  inactive: counts.finished,
  total: counts.active + counts.finished,
});

/** docs/product.md "Load metrics": the counts, the cancellations, and every status with its count. */
export function toMetricsWire(
  counts: { active: number; finished: number },
  byStatus: ReadonlyArray<{ statusId: number; n: number }>,
  cancelled: number,
): LoadMetrics {
  return {
    active: counts.active,
    finished: counts.finished,
    total: counts.active + counts.finished,
    cancelled,
    byStatus: LOAD_STATUS_IDS.map((id) => ({
      id,
      name: LOAD_STATUS_NAMES[id],
      count: byStatus.find((s) => s.statusId === id)?.n ?? 0,
    })),
  };
}

function driversOf(rows: ReadonlyArray<LoadRow & LoadNames & DriverContact>): PersonRow[] {
  const drivers = new Map<number, PersonRow>();
  for (const row of rows) {
    if (row.driverId === null || drivers.has(row.driverId)) continue;
    drivers.set(row.driverId, {
      id: row.driverId,
      firstName: row.driverFirstName ?? '',
      lastName: row.driverLastName ?? '',
      email: row.driverEmail ?? '',
      phone: row.driverPhone ?? '',
    });
  }
  return [...drivers.values()];
}
