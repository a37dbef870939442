import { addDays, utcDay } from '@fletx/contract/compliance';
import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { periodStartOf } from '@fletx/contract/settlements';
import type { ManualClock } from '../lib/clock';
import type { Services } from '../services';

/**
 * The drivers' weekly settlements of the demo's approved deliveries (docs/product.md "Driver settlements"):
 * made by the settlements service as the list would, then the weeks before last paid (at once) on the Friday
 * after they ended; last week's and this week's stay unpaid. A deduction entered after payday is carried into the
 * driver's settlement of last week.
 */
export async function seedSettlements(
  services: Pick<Services, 'settlements' | 'loadLedger'>,
  clock: ManualClock,
  approverId: number,
): Promise<void> {
  const now = clock.now();
  const today = utcDay(now);
  const lastWeek = addDays(periodStartOf(now), -7);
  const { info } = await services.settlements.list({ status: 'unpaid' }, { page: 1, take: 1000, offset: 0 });
  const due = info
    .filter((s) => s.period_end < lastWeek)
    .sort((a, b) => a.period_end.localeCompare(b.period_end) || a.id - b.id);
  await services.settlements.payMany(
    due.map((settlement) => {
      const paidOn = addDays(settlement.period_end, 5);
      const body = { paidOn, reference: `ACH-${paidOn.replaceAll('-', '')}-${settlement.driver_id}` };
      return { id: settlement.id, body, at: new Date(`${paidOn < today ? paidOn : today}T14:00:00Z`) };
    }),
    { userId: approverId, role: 'Admin user' },
  );
  // A toll bill that arrived last Saturday, after the last payday, on a load of a paid week: taken off the
  // driver's settlement of last week, among their deliveries.
  const open = await services.settlements.list(
    { status: 'unpaid', from: lastWeek, to: lastWeek },
    { page: 1, take: 1000, offset: 0 },
  );
  const paidWeek = due.find((s) => open.info.some((o) => o.driver_id === s.driver_id));
  const load = paidWeek && (await services.settlements.detail(paidWeek.id)).lines[0];
  if (load) {
    clock.set(new Date(`${addDays(lastWeek, 5)}T10:00:00Z`));
    await services.loadLedger.addTransaction(
      {
        loadId: load.load_id,
        typeId: TRANSACTION_TYPE.deduction,
        amount: 38.75,
        comment: 'Toll bill (PikePass)',
      },
      { userId: approverId, role: 'Admin user' },
    );
    clock.set(now);
  }
}
