import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { LoadActor } from '../modules/loads/loads.common';
import type { Services } from '../services';

const MINUTE = 60_000;

/**
 * A stop's times corrected from the bill of lading in the demo (docs/decisions/0067-stop-times-corrected-by-the-
 * office.md): a delivered load (one with no detention billed yet where there is one) gets the delivery's in and out
 * times of its signed bill: in 20 minutes before the driver tapped At delivery, out 4 h 05 later, so its tracking
 * panel shows the "office" times and 2 h 05 of detention beyond the free time.
 */
export async function seedCorrectedStopTimes(
  services: Services,
  loadIds: ReadonlyArray<number>,
  by: LoadActor,
): Promise<void> {
  const delivered: number[] = [];
  for (const id of loadIds)
    if ((await services.loads.get(id)).loadbook_status_id === LOAD_STATUS.delivered) delivered.push(id);
  const unbilled = async (id: number) =>
    !(await services.loadLedger.transactions(id)).some(
      (e) => e.transaction_type_id === TRANSACTION_TYPE.detention,
    );
  // One whose detention is not billed yet, so that the proposal shows; else the first delivered.
  const ordered = [...delivered].sort((a, b) => a - b);
  let chosen: number | undefined;
  for (const id of ordered) if (chosen === undefined && (await unbilled(id))) chosen = id;
  for (const id of chosen === undefined ? ordered : [chosen]) {
    const progress = await services.loadProgress.of(id);
    const delivery = progress.stops.find((s) => s.type === 'delivery');
    if (!delivery?.driverArrivedAt) continue;
    const arrived = Date.parse(delivery.driverArrivedAt) - 20 * MINUTE;
    const departed = Math.min(arrived + 245 * MINUTE, services.clock.now().getTime());
    await services.loadStopTimes.save(
      id,
      'delivery',
      { arrivedAt: new Date(arrived).toISOString(), departedAt: new Date(departed).toISOString() },
      by,
    );
    return;
  }
}
