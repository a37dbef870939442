import { addDays, utcDay } from '@fletx/contract/compliance';
import { periodStartOf } from '@fletx/contract/settlements';
import type { ManualClock } from '../lib/clock';
import type { Services } from '../services';

/**
 * The drivers' weekly settlements of the demo's approved deliveries (docs/product.md "Driver settlements"):
 * made by the settlements service as the list would, then the weeks before last paid on the Friday after
 * they ended; last week's and this week's stay unpaid.
 */
export async function seedSettlements(
  services: Pick<Services, 'settlements'>,
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
  for (const settlement of due) {
    const paidOn = addDays(settlement.period_end, 5);
    clock.set(new Date(`${paidOn < today ? paidOn : today}T14:00:00Z`));
    await services.settlements.pay(
      settlement.id,
      { paidOn, reference: `ACH-${paidOn.replaceAll('-', '')}-${settlement.driver_id}` },
      { userId: approverId, role: 'Admin user' },
    );
  }
  clock.set(now);
}
