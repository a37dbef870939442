import { TRAILER_TYPES } from '@fletx/contract/parametrics';
import { lazy, Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import type { ReviewControl } from './review-inputs';
import type { StopValues } from './review-values';

/** Loaded once the review shows, as the load form loads it (apps/web/src/features/loads/components/load-form.tsx). */
const DispatchWarnings = lazy(() => import('../../../components/dispatch/dispatch-warnings'));

/** A stop's window as the load takes it (apps/api/src/modules/intake/intake.mapper.ts): one time stands for both. */
const windowOf = (stop: StopValues | undefined) => ({
  open: stop?.open || stop?.close || '',
  close: stop?.close || stop?.open || '',
});

/** The ZIP code of a stop as the load takes it: the first five digits written. */
const zipOf = (stop: StopValues | undefined) => stop?.zip.match(/\d{5}/)?.[0] ?? '';

/**
 * The dispatch warnings of the driver chosen for the load this rate confirmation becomes: its first pickup, its
 * last delivery and the trailer type, as corrected so far (docs/product.md "Rate confirmations").
 */
export function ReviewDispatchWarnings({ control }: { control: ReviewControl }) {
  const [driverId, stops, trailerType] = useWatch({ control, name: ['driverId', 'stops', 'trailerType'] });
  const pickup = stops.find((s) => s.kind === 'pickup');
  const delivery = stops.findLast((s) => s.kind === 'delivery');
  const [from, to] = [windowOf(pickup), windowOf(delivery)];
  const trailerTypeId = TRAILER_TYPES.find((t) => t.name === trailerType)?.id;
  const trip = {
    pickupOpen: from.open,
    pickupClose: from.close,
    pickupZip: zipOf(pickup),
    pickupCity: pickup?.city ?? '',
    pickupState: pickup?.state ?? '',
    deliveryOpen: to.open,
    deliveryClose: to.close,
    deliveryZip: zipOf(delivery),
    deliveryCity: delivery?.city ?? '',
    deliveryState: delivery?.state ?? '',
    trailerTypeId: trailerTypeId === undefined ? '' : String(trailerTypeId),
  };
  return (
    <Suspense fallback={null}>
      <DispatchWarnings mt="sm" driverId={driverId} trip={trip} />
    </Suspense>
  );
}
