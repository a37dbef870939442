import { LOAD_STATUS_NAMES, type LoadStatusId } from '@fletx/contract/load-status';
import {
  type Load,
  type LoadBody,
  type LoadHistoryEntry,
  type LoadInstruction,
  type LoadTransaction,
  transactionTypeName,
} from '@fletx/contract/loads';
import { COUNTRY_CODE } from '@fletx/contract/stops';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type {
  LoadHistoryRow,
  LoadInstructionRow,
  LoadTransactionRow,
  LoadWithNames,
  NewLoadRow,
} from './loads.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
export const statusName = (id: number | null) =>
  id === null ? null : (LOAD_STATUS_NAMES[id as LoadStatusId] ?? String(id));

/** yyyy-MM-dd HH:mm:ss in UTC (spec §3 Transaction created_at). */
export function ledgerTime(value: Date): string {
  return value.toISOString().slice(0, 19).replace('T', ' ');
}

/** Table ↔ wire (spec §3 Load names), in one place. */
export function toLoadWire(row: LoadWithNames): Load {
  const driverName =
    row.driverFirstName === null ? null : `${row.driverFirstName} ${row.driverLastName ?? ''}`.trim();
  return {
    id: row.id,
    id_number: row.idNumber,
    user_id: row.driverId,
    driver_name: driverName,
    loadbook_status_id: row.statusId,
    status_name: row.statusName,
    open_time_pickup: row.pickupOpenAt.toISOString(),
    close_time_pickup: row.pickupCloseAt.toISOString(),
    open_time_delivery: iso(row.deliveryOpenAt),
    close_time_delivery: iso(row.deliveryCloseAt),
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
    trailer_type: row.trailerTypeId,
    trailer_type_name: row.trailerTypeName,
    trailer_dimensions: row.trailerDimensions,
    broker_id: row.brokerId,
    company_name: row.brokerName,
    freight_company: row.tripRateCents === null ? null : centsToDollars(row.tripRateCents),
    product_name: row.productName,
    load_weight: row.weightLbs,
    distance_miles: row.distanceMiles,
    instructions: row.instructions,
    booking_id: row.bookingId,
    loadType: row.loadType,
    finished: row.finished,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The stored values of a load form body (status, booking and finished are set elsewhere). */
export function fromLoadBody(
  body: LoadBody,
): Omit<NewLoadRow, 'statusId' | 'bookingId' | 'finished' | 'id' | 'createdAt' | 'updatedAt'> {
  return {
    idNumber: body.id_number,
    brokerId: body.broker_id,
    driverId: body.user_id,
    distanceMiles: body.distance_miles,
    pickupOpenAt: new Date(body.open_time_pickup),
    pickupCloseAt: new Date(body.close_time_pickup),
    pickupFacility: body.nameLocationPickup,
    pickupZip: body.postalCodePickup,
    pickupState: body.state_code_pickup,
    pickupCity: body.city_pickup,
    deliveryOpenAt: body.open_time_delivery ? new Date(body.open_time_delivery) : null,
    deliveryCloseAt: body.close_time_delivery ? new Date(body.close_time_delivery) : null,
    deliveryFacility: body.nameLocationDelivery,
    deliveryZip: body.postalCodeDelivery,
    deliveryState: body.state_code_delivery,
    deliveryCity: body.city_delivery,
    productName: body.product_name,
    tripRateCents: body.freight_company === null ? null : dollarsToCents(body.freight_company),
    weightLbs: body.load_weight,
    instructions: body.instructions,
    trailerTypeId: body.trailer_type,
    trailerDimensions: body.trailer_dimensions,
    loadType: body.loadType,
  };
}

export function toHistoryWire(row: LoadHistoryRow): LoadHistoryEntry {
  return {
    id: row.id,
    from_status_id: row.fromStatus,
    from_status_name: statusName(row.fromStatus),
    to_status_id: row.toStatus,
    to_status_name: statusName(row.toStatus) ?? String(row.toStatus),
    action: row.action,
    comment: row.comment,
    changed_by: row.changedBy,
    changed_by_name: row.changedByName,
    changed_at: row.changedAt.toISOString(),
  };
}

export function toInstructionWire(row: LoadInstructionRow): LoadInstruction {
  return {
    id: row.id,
    loadbook_id: row.loadId,
    instruction_load: row.text,
    updated_at: row.updatedAt.toISOString(),
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
