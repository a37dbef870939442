import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useWatch } from 'react-hook-form';
import { ratePerMileText } from '../../../lib/rate-per-mile';
import { type EstimatePlace, useMilesEstimate } from '../api/miles-estimate';
import type { ReviewControl } from './review-inputs';
import type { StopValues } from './review-values';

/** How long typing in a stop's place pauses before the miles are asked again. */
const TYPING_PAUSE_MS = 500;

const placeOf = (stop: StopValues | undefined): EstimatePlace | undefined =>
  stop && { city: stop.city, state: stop.state, zip: stop.zip };

/** The line haul's number as typed: null while empty or not a number. */
function typedRate(text: unknown): number | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The rate per mile of the rate confirmation as it is reviewed (docs/product.md "Rate confirmations"): the line
 * haul over the miles a load from its first pickup to its last delivery would be planned with, both as typed.
 */
export function RatePerMileHint({ control }: { control: ReviewControl }) {
  const [rate, stops] = useWatch({ control, name: ['rate', 'stops'] });
  const pickup = placeOf(stops.find((s) => s.kind === 'pickup'));
  const delivery = placeOf(stops.findLast((s) => s.kind === 'delivery'));
  // Debounced as text: a new object each render would restart the pause for ever.
  const [placesText] = useDebouncedValue(JSON.stringify({ pickup, delivery }), TYPING_PAUSE_MS);
  const places = JSON.parse(placesText) as { pickup?: EstimatePlace; delivery?: EstimatePlace };
  const miles = useMilesEstimate(places.pickup, places.delivery);
  const text = ratePerMileText(typedRate(rate), null, miles.data ?? null);
  if (!text) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="intake-rate-per-mile">
      {`Rate per mile: ${text}, from the first pickup to the last delivery.`}
    </Text>
  );
}
