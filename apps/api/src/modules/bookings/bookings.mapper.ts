import { BOOKING_STATUS_NAMES, type Booking, type BookingBody } from '@fletx/contract/bookings';
import { COUNTRY_CODE } from '@fletx/contract/stops';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { BookingWithNames, NewBookingRow } from './bookings.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Wire (spec §3 Booking names, `lenght` spelt so) ↔ table, in one place. */
export function toBookingWire(row: BookingWithNames): Booking {
  return {
    id: row.id,
    idNumber: row.idNumber,
    loadBrokerId: row.brokerId,
    companyName: row.brokerName,
    distance: row.distanceMiles,
    openTimePickup: row.pickupOpenAt.toISOString(),
    closeTimePickup: row.pickupCloseAt.toISOString(),
    datePickup: row.pickupDate,
    nameLocationPickup: row.pickupFacility,
    postalCodePickup: row.pickupZip,
    countryCodePickup: COUNTRY_CODE,
    stateCodePickup: row.pickupState,
    cityPickup: row.pickupCity,
    lngPickup: row.pickupLng,
    latPickup: row.pickupLat,
    openTimeDelivery: iso(row.deliveryOpenAt),
    closeTimeDelivery: iso(row.deliveryCloseAt),
    dateDelivery: row.deliveryDate,
    nameLocationDelivery: row.deliveryFacility,
    postalCodeDelivery: row.deliveryZip,
    countryCodeDelivery: COUNTRY_CODE,
    stateCodeDelivery: row.deliveryState,
    cityDelivery: row.deliveryCity,
    lngDelivery: row.deliveryLng,
    latDelivery: row.deliveryLat,
    productName: row.productName,
    freightCompany: row.tripRateCents === null ? null : centsToDollars(row.tripRateCents),
    loadWeight: row.weightLbs,
    instruction: row.instructions,
    trailerType: row.trailerTypeId,
    trailerTypeName: row.trailerTypeName,
    lenght: row.trailerDimensions,
    loadType: row.loadType,
    statusId: row.statusId,
    statusName: BOOKING_STATUS_NAMES[row.statusId] ?? String(row.statusId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The stored values of a booking body. The pickup date defaults to the UTC date of the pickup open time,
 * the delivery date to that of the delivery open time.
 */
export function fromBookingBody(body: BookingBody): Omit<NewBookingRow, 'statusId'> {
  return {
    idNumber: body.idNumber,
    brokerId: body.loadBrokerId,
    distanceMiles: body.distance,
    pickupOpenAt: new Date(body.openTimePickup),
    pickupCloseAt: new Date(body.closeTimePickup),
    pickupDate: body.datePickup ?? body.openTimePickup.slice(0, 10),
    pickupFacility: body.nameLocationPickup,
    pickupZip: body.postalCodePickup,
    pickupState: body.stateCodePickup,
    pickupCity: body.cityPickup,
    pickupLng: body.lngPickup,
    pickupLat: body.latPickup,
    deliveryOpenAt: body.openTimeDelivery ? new Date(body.openTimeDelivery) : null,
    deliveryCloseAt: body.closeTimeDelivery ? new Date(body.closeTimeDelivery) : null,
    deliveryDate: body.dateDelivery ?? body.openTimeDelivery?.slice(0, 10) ?? null,
    deliveryFacility: body.nameLocationDelivery,
    deliveryZip: body.postalCodeDelivery,
    deliveryState: body.stateCodeDelivery,
    deliveryCity: body.cityDelivery,
    deliveryLng: body.lngDelivery,
    deliveryLat: body.latDelivery,
    productName: body.productName,
    tripRateCents: body.freightCompany === null ? null : dollarsToCents(body.freightCompany),
    weightLbs: body.loadWeight,
    instructions: body.instruction,
    trailerTypeId: body.trailerType,
    trailerDimensions: body.lenght,
    loadType: body.loadType,
  };
}
