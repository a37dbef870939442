import { ZIP_PATTERN } from '@fletx/contract/brokers';
import { dispatchWarningsResponse, type DispatchWarnings as Warnings } from '@fletx/contract/dispatch';
import { Alert, type AlertProps, List, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { QueryParams } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useApiQuery } from '../../lib/react-query';

/** How long typing pauses before the warnings are asked again. */
const TYPING_PAUSE_MS = 500;

/** A trip as a form holds it, text as typed: the first pickup and the last delivery, the trailer type's id. */
export type TypedTrip = {
  pickupOpen: string;
  pickupClose: string;
  pickupZip: string;
  pickupCity: string;
  pickupState: string;
  deliveryOpen: string;
  deliveryClose: string;
  deliveryZip: string;
  deliveryCity: string;
  deliveryState: string;
  trailerTypeId: string;
};

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const STATE = /^[A-Za-z]{2}$/;
const ID = /^[1-9]\d{0,8}$/;

/** A value sent only once it reads as the API takes it (a ZIP code half typed is not sent). */
const kept = (value: string, rule: RegExp) => {
  const trimmed = value.trim();
  return rule.test(trimmed) ? trimmed : undefined;
};

/**
 * The query of `GET /api/dispatch/warnings` for a driver and a trip as typed (`loadId`: the load being edited),
 * or undefined while the driver, the pickup's opening or either stop's state is not known yet.
 */
export function warningsQueryOf(driverId: string, trip: TypedTrip, loadId?: number): QueryParams | undefined {
  const query = {
    driverId: kept(driverId, ID),
    loadId,
    pickupOpen: kept(trip.pickupOpen, LOCAL_TIME),
    pickupClose: kept(trip.pickupClose, LOCAL_TIME),
    pickupZip: kept(trip.pickupZip, ZIP_PATTERN),
    pickupCity: trip.pickupCity.trim() || undefined,
    pickupState: kept(trip.pickupState, STATE),
    deliveryOpen: kept(trip.deliveryOpen, LOCAL_TIME),
    deliveryClose: kept(trip.deliveryClose, LOCAL_TIME),
    deliveryZip: kept(trip.deliveryZip, ZIP_PATTERN),
    deliveryCity: trip.deliveryCity.trim() || undefined,
    deliveryState: kept(trip.deliveryState, STATE),
    trailerTypeId: kept(trip.trailerTypeId, ID),
  };
  return query.driverId && query.pickupOpen && query.pickupState && query.deliveryState ? query : undefined;
}

/**
 * The cache key of a query's warnings: under `loads` (any load saved may change the answer), kept here rather
 * than in lib/query-keys.ts, which the Loads list's first page loads (as work-orders-api.ts keeps its own).
 */
const warningsKey = (params: object) => [...queryKeys.loads.all, 'dispatch-warnings', params] as const;

/**
 * GET /api/dispatch/warnings once typing pauses: what giving the trip to the driver would warn of (docs/product.md
 * "Dispatch board" → "Warnings").
 */
function useDispatchWarnings(query: QueryParams | undefined) {
  // Debounced as text: a new object each render would restart the pause for ever. (The text field's
  // debounce, components/form/text-field.tsx: already loaded, where `useDebouncedValue` would be a file of its own.)
  const typed = query ? JSON.stringify(query) : '';
  const [text, setText] = useState(typed);
  const settle = useDebouncedCallback(setText, TYPING_PAUSE_MS);
  useEffect(() => settle(typed), [settle, typed]);
  const asked = text ? (JSON.parse(text) as QueryParams) : undefined;
  return useApiQuery(warningsKey(asked ?? {}), '/dispatch/warnings', dispatchWarningsResponse, {
    query: asked,
    enabled: asked !== undefined && query !== undefined,
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

const ICON = <IconAlertTriangle size={18} aria-hidden />;

const listed = (w: Warnings) =>
  [w.trailerWarning, w.overlapWarning, w.timeOffWarning, w.hosWarning].filter((x): x is string => !!x);

export type DispatchWarningsProps = {
  driverId: string;
  trip: TypedTrip;
  /** The load being edited, once saved. */
  loadId?: number | undefined;
} & Omit<AlertProps, 'title' | 'children'>;

/**
 * The dispatch warnings of the driver chosen in a form (the load form, the rate confirmation review): a
 * yellow notice under the driver, shown while a clash lasts; it never blocks saving. The forms load it lazily
 * (`React.lazy`), so the Loads list's first page does not carry it.
 */
export default function DispatchWarnings({ driverId, trip, loadId, ...alertProps }: DispatchWarningsProps) {
  const query = warningsQueryOf(driverId, trip, loadId);
  const answer = useDispatchWarnings(query);
  const warnings = query && answer.data && !answer.isError ? listed(answer.data) : [];
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={ICON}
      title="Check this driver"
      data-testid="dispatch-warnings"
      {...alertProps}
    >
      <List size="sm" spacing={2}>
        {warnings.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={4}>
        A warning never blocks saving.
      </Text>
    </Alert>
  );
}
