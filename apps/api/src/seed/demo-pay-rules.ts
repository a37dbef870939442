import type { DriverFormBody } from '@fletx/contract/drivers';
import type { Services } from '../services';

type Terms = Pick<DriverFormBody, 'payRule' | 'extraStopPay' | 'detentionPerHour'>;

/**
 * Three of the demo's drivers with approved deliveries paid by a rule (docs/product.md "Driver pay rules"):
 * per mile (with extra-stop and detention pay), a percent of the gross, and flat per load. Set before the
 * settlements are paid, so their lines, the settlement PDFs and the Profit screen show each rule; every other
 * driver keeps the product fee.
 */
const RULES: ReadonlyArray<Terms> = [
  { payRule: { kind: 'perMile', rate: 0.62 }, extraStopPay: 50, detentionPerHour: 25 },
  { payRule: { kind: 'percent', rate: 88 }, extraStopPay: 0, detentionPerHour: 0 },
  { payRule: { kind: 'flat', rate: 1100 }, extraStopPay: 0, detentionPerHour: 20 },
];

export async function seedPayRules(services: Pick<Services, 'settlements' | 'drivers'>): Promise<void> {
  // Reading the settlements files every approved delivery: the drivers with the most settlements come first.
  const { info } = await services.settlements.list({}, { page: 1, take: 1000, offset: 0 });
  const counts = new Map<number, number>();
  for (const s of info) counts.set(s.driver_id, (counts.get(s.driver_id) ?? 0) + 1);
  const drivers = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
  for (const [i, terms] of RULES.entries()) {
    const driverId = drivers[i];
    if (driverId !== undefined) await services.drivers.setPayTerms(driverId, terms);
  }
}
