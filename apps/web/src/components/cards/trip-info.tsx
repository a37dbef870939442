import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount, formatMoney, formatStopTime } from '../../lib/format';
import { allInRateText, ratePerMileText } from '../../lib/rate-per-mile';
import { InfoField as Field } from './info-field';

/** The fields of a stop a person reads: its place, its phone and its window. */
const SHOWN_STOP_FIELDS = [
  'nameLocation',
  'city',
  'stateCode',
  'postalCode',
  'phone',
  'openTime',
  'closeTime',
] as const;
type ShownStopField = (typeof SHOWN_STOP_FIELDS)[number];
export type StopInfo = Record<ShownStopField, string | null>;

/** A record's stop by its wire names (a booking's or a load's StopKeys, packages/contract/src/stops.ts). */
export function stopInfoOf<const K extends Record<ShownStopField, string>>(
  record: Record<K[ShownStopField], string | null>,
  keys: K,
): StopInfo {
  const entries = SHOWN_STOP_FIELDS.map((field) => [field, record[keys[field] as K[ShownStopField]]]);
  return Object.fromEntries(entries) as StopInfo;
}

/** A stop's place (name, city, state and zip, phone) and its window. */
function StopInfoFields({ stop, label }: { stop: StopInfo; label: string }) {
  return (
    <>
      <Field label={label}>
        {[
          stop.nameLocation,
          `${stop.city}, ${stop.stateCode} ${stop.postalCode}`,
          stop.phone && `Phone ${stop.phone}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Field>
      <Field label={`${label} window`}>
        {formatStopTime(stop.openTime)} – {formatStopTime(stop.closeTime)}
      </Field>
    </>
  );
}

/** What a booking or a load says of its trip, under one set of names. */
export type TripInfoValues = {
  idNumber: string;
  broker: string;
  tripRate: number | null;
  distance: number | null;
  /** A load's planned miles and its deadhead, for its rate per mile (a booking has neither). */
  plannedMiles?: number | null;
  deadheadMiles?: number | null;
  pickup: StopInfo;
  delivery: StopInfo;
  product: string | null;
  loadType: string | null;
  weight: number | null;
  trailerType: string;
  trailerDimensions: string | null;
  instructions: string | null;
};

/** The rate per mile over the loaded miles and, once the deadhead is known, all-in (lib/rate-per-mile.ts). */
function RatePerMileField({ trip }: { trip: TripInfoValues }) {
  const planned = trip.plannedMiles ?? null;
  const loaded = ratePerMileText(trip.tripRate, trip.distance, planned);
  const allIn = allInRateText(trip.tripRate, trip.distance, planned, trip.deadheadMiles ?? null);
  return (
    <Field label="Rate per mile">
      {loaded === null ? null : (
        <Stack gap={0}>
          <span>{loaded}</span>
          {allIn === null ? null : <span>{allIn}</span>}
        </Stack>
      )}
    </Field>
  );
}

/**
 * The trip of a booking or a load, read-only (the twin of the forms' TripFields): its ID, broker, rate,
 * distance and rate per mile, `miles` after them when given, its stops, its cargo and equipment, and its instructions.
 */
export function TripInfo({ trip, miles }: { trip: TripInfoValues; miles?: ReactNode }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Field label="ID number">{trip.idNumber}</Field>
        <Field label="Broker">{trip.broker}</Field>
        <Field label="Trip rate">{formatMoney(trip.tripRate)}</Field>
        {/* Beside a load's planned and actual miles, the distance typed on it says where it comes from. */}
        <Field label={miles ? 'Distance entered' : 'Distance'}>
          {trip.distance === null ? null : `${formatCount(trip.distance)} mi`}
        </Field>
        <RatePerMileField trip={trip} />
        {miles}
        <StopInfoFields stop={trip.pickup} label="Pickup" />
        <StopInfoFields stop={trip.delivery} label="Delivery" />
        <Field label="Product">{trip.product}</Field>
        <Field label="Load type">{trip.loadType}</Field>
        <Field label="Weight">{trip.weight === null ? null : `${formatCount(trip.weight)} lbs`}</Field>
        <Field label="Equipment">
          {[trip.trailerType, trip.trailerDimensions].filter(Boolean).join(' · ')}
        </Field>
      </SimpleGrid>
      {trip.instructions ? <Field label="Cargo instructions">{trip.instructions}</Field> : null}
    </>
  );
}
