import {
  BOOKING_STATUS,
  BOOKING_STATUS_NAMES,
  type Booking,
  type BookingBody,
  bookingStopKeys,
} from '@fletx/contract/bookings';
import { COUNTRY_CODE } from '@fletx/contract/stops';
import { isoOrNull, isoString } from '../../lib/iso-time';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import { stopValues } from '../../lib/stop-values';
import type { BookingWithNames } from '../read-model/bookings.queries';
import type { NewBookingRow } from './bookings.repository';

/**
 * Wire (docs/product.md "Booking form" names, `lenght` spelt so: "Wire names") ↔ table, in one place. A booking
 * with a load is 'Converted' whatever its stored status: the load is the one record of the conversion.
 */
export function toBookingWire(row: BookingWithNames): Booking {
  const statusId = row.loadId === null ? row.statusId : BOOKING_STATUS.converted;
  return {
    id: row.id,
    idNumber: row.idNumber,
    loadBrokerId: row.brokerId,
    companyName: row.brokerName,
    distance: row.distanceMiles,
    openTimePickup: isoString(row.pickupOpenAt),
    closeTimePickup: isoString(row.pickupCloseAt),
    datePickup: row.pickupDate,
    nameLocationPickup: row.pickupFacility,
    postalCodePickup: row.pickupZip,
    countryCodePickup: COUNTRY_CODE,
    stateCodePickup: row.pickupState,
    cityPickup: row.pickupCity,
    lngPickup: row.pickupLng,
    latPickup: row.pickupLat,
    phonePickup: row.pickupPhone,
    openTimeDelivery: isoOrNull(row.deliveryOpenAt),
    closeTimeDelivery: isoOrNull(row.deliveryCloseAt),
    dateDelivery: row.deliveryDate,
    nameLocationDelivery: row.deliveryFacility,
    postalCodeDelivery: row.deliveryZip,
    countryCodeDelivery: COUNTRY_CODE,
    stateCodeDelivery: row.deliveryState,
    cityDelivery: row.deliveryCity,
    lngDelivery: row.deliveryLng,
    latDelivery: row.deliveryLat,
    phoneDelivery: row.deliveryPhone,
    productName: row.productName,
    freightCompany: row.tripRateCents === null ? null : centsToDollars(row.tripRateCents),
    loadWeight: row.weightLbs,
    instruction: row.instructions,
    trailerType: row.trailerTypeId,
    trailerTypeName: row.trailerTypeName,
    lenght: row.trailerDimensions,
    loadType: row.loadType,
    statusId,
    statusName: BOOKING_STATUS_NAMES[statusId] ?? String(statusId),
    loadId: row.loadId,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
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
    ...stopsAndFreightOf(body),
    pickupDate: body.datePickup ?? body.openTimePickup.slice(0, 10),
    deliveryDate: body.dateDelivery ?? body.openTimeDelivery?.slice(0, 10) ?? null,
  };
}

type StopKey =
  | 'openTime'
  | 'closeTime'
  | 'nameLocation'
  | 'postalCode'
  | 'stateCode'
  | 'city'
  | 'lng'
  | 'lat'
  | 'phone';
/** The wire fields of a booking's stops and freight: a booking body and a booking name them alike. */
type StopsAndFreightWire = Pick<
  Booking,
  | `${StopKey}${'Pickup' | 'Delivery'}`
  | 'distance'
  | 'productName'
  | 'freightCompany'
  | 'loadWeight'
  | 'instruction'
  | 'trailerType'
  | 'lenght'
  | 'loadType'
>;

/**
 * The stops and the freight of a booking (a body or a stored one) as the bookings and loads tables keep
 * them: a load made from a booking takes them as they are.
 */
export function stopsAndFreightOf(b: StopsAndFreightWire) {
  return {
    distanceMiles: b.distance,
    ...stopValues(b, bookingStopKeys),
    productName: b.productName,
    tripRateCents: b.freightCompany === null ? null : dollarsToCents(b.freightCompany),
    weightLbs: b.loadWeight,
    instructions: b.instruction,
    trailerTypeId: b.trailerType,
    trailerDimensions: b.lenght,
    loadType: b.loadType,
  };
}
