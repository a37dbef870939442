import type { IntakeConfidence, IntakeDraft, IntakeFields, IntakeStop } from '@fletx/contract/intake';
import type { LoadInput } from '@fletx/contract/loads';
import { formatDollars } from '@fletx/contract/money';
import { TRAILER_TYPES } from '@fletx/contract/parametrics';
import { isoString } from '../../lib/iso-time';
import type { DraftRow } from './intake.repository';

/** A draft before it is read: nothing found yet. */
export const EMPTY_FIELDS: IntakeFields = {
  brokerName: null,
  brokerMc: null,
  brokerLoadNumber: null,
  rate: null,
  accessorials: [],
  commodity: null,
  weight: null,
  trailerType: null,
  trailerLength: null,
  stops: [],
};

export const NO_CONFIDENCE: IntakeConfidence = {
  brokerName: 0,
  brokerMc: 0,
  brokerLoadNumber: 0,
  rate: 0,
  accessorials: 0,
  commodity: 0,
  weight: 0,
  trailerType: 0,
  trailerLength: 0,
  stops: [],
};

export function toDraftWire(row: DraftRow): IntakeDraft {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    fileName: row.fileName,
    sender: row.sender,
    duplicateOf: row.duplicateOf,
    duplicateLoadId: row.duplicateLoadId,
    reason: row.reason,
    fields: row.fields,
    confidence: row.confidence,
    sources: row.sources,
    pages: row.pages.map(({ number, width, height }) => ({ number, width, height })),
    brokerId: row.brokerId,
    loadId: row.loadId,
    method: row.method,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}

/**
 * Whose layout reads a document (intake_layouts.broker_key): the broker's MC number, digits only so that
 * "MC-123456" and "MC 123456" are one broker; else the address the document was mailed from.
 */
export function brokerKeyOf(
  fields: Pick<IntakeFields, 'brokerMc'>,
  sender: string | null,
): string | undefined {
  const digits = fields.brokerMc?.replace(/\D/g, '');
  if (digits) return `mc:${digits}`;
  const address = sender?.trim().toLowerCase();
  return address ? `sender:${address}` : undefined;
}

const INSTRUCTIONS_MAX = 2000;

/** A stop's value as the load form takes it: its time (open, else close), ZIP (5 digits), phone (digits). */
function stopInput(stop: IntakeStop | undefined) {
  const zip = stop?.zip?.match(/\d{5}/)?.[0];
  const phone = stop?.phone?.replace(/\D/g, '');
  return {
    open: stop?.open ?? stop?.close ?? null,
    close: stop?.close ?? stop?.open ?? null,
    name: stop?.facility ?? null,
    zip: zip ?? stop?.zip ?? '',
    state: stop?.state ?? '',
    city: stop?.city ?? '',
    phone: phone || null,
  };
}

/** A stop written as one plain line of the instructions. */
function stopLine(stop: IntakeStop, index: number): string {
  const place = [stop.facility, stop.address, [stop.city, stop.state, stop.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const window = [stop.open, stop.close].filter(Boolean).join(' – ');
  const extra = [
    window,
    stop.reference ? `ref ${stop.reference}` : '',
    stop.phone ? `phone ${stop.phone}` : '',
  ];
  return [`Stop ${index + 1} (${stop.kind}): ${place}`, ...extra].filter(Boolean).join('; ');
}

/** What the load form's instructions get: the stops between the first pickup and the last delivery, refs, extras. */
function instructionsOf(fields: IntakeFields, first: number, last: number): string | null {
  const lines: string[] = [];
  fields.stops.forEach((stop, i) => {
    if (i !== first && i !== last) lines.push(stopLine(stop, i));
  });
  const pickup = fields.stops[first];
  const delivery = fields.stops[last];
  if (pickup?.reference) lines.push(`Pickup reference: ${pickup.reference}`);
  if (delivery?.reference) lines.push(`Delivery reference: ${delivery.reference}`);
  for (const extra of fields.accessorials) lines.push(`${extra.kind}: ${formatDollars(extra.amount)}`);
  const text = lines.join('\n');
  return text ? text.slice(0, INSTRUCTIONS_MAX) : null;
}

/**
 * The load form's body from a draft's fields (docs/product.md "Rate confirmations"): the first pickup and the
 * last delivery are the load's stops, the stops between them, the references and the extras are lines of the
 * instructions. Missing values stay missing: the form's rules then say what to fill in.
 */
export function toLoadInput(fields: IntakeFields, brokerId: number | null): Partial<LoadInput> {
  const first = fields.stops.findIndex((s) => s.kind === 'pickup');
  const last = fields.stops.findLastIndex((s) => s.kind === 'delivery');
  const pickup = stopInput(fields.stops[first]);
  const delivery = stopInput(fields.stops[last]);
  const trailerType = TRAILER_TYPES.find((t) => t.name === fields.trailerType)?.id;
  return {
    typeForm: 'new',
    id_number: fields.brokerLoadNumber ?? '',
    ...(brokerId === null ? {} : { broker_id: brokerId }),
    open_time_pickup: pickup.open ?? '',
    close_time_pickup: pickup.close ?? '',
    nameLocationPickup: pickup.name,
    postalCodePickup: pickup.zip,
    state_code_pickup: pickup.state,
    city_pickup: pickup.city,
    phone_pickup: pickup.phone,
    open_time_delivery: delivery.open,
    close_time_delivery: delivery.close,
    nameLocationDelivery: delivery.name,
    postalCodeDelivery: delivery.zip,
    state_code_delivery: delivery.state,
    city_delivery: delivery.city,
    phone_delivery: delivery.phone,
    product_name: fields.commodity,
    freight_company: fields.rate,
    load_weight: fields.weight,
    instructions: instructionsOf(fields, first, last),
    ...(trailerType === undefined ? {} : { trailer_type: trailerType }),
    trailer_dimensions: fields.trailerLength === null ? null : `${fields.trailerLength} ft`,
  };
}
