import type { DriverFormBody } from '@fletx/contract/drivers';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import type { Services } from '../services';
import { demoOwnership } from './demo-ownership';

type Terms = Pick<DriverFormBody, 'payRule' | 'extraStopPay' | 'detentionPerHour'>;

/** Company drivers' cents a mile, loaded or empty, in turn; the first also paid extra stops and detention. */
const COMPANY_RATES = [0.62, 0.6, 0.65, 0.6, 0.63];

/**
 * The demo drivers' pay (docs/product.md "Driver pay rules"), as a small carrier pays it: its company
 * drivers by the mile, loaded or empty; the owner-operators (their own truck or a third party's, run at the
 * owner's cost) a share of the gross — the product fee (they keep 85 %) for most, 88 % for the one with the
 * most settlements, and a flat rate per load for the one whose loads pay least (about 80 % of them). Set
 * before the settlements are paid, so their lines, the settlement PDFs and the Profit screen show each rule.
 */
export async function seedPayRules(
  services: Pick<Services, 'settlements' | 'drivers' | 'uow' | 'loadDriverQueries'>,
): Promise<void> {
  const { ownerOperated } = await demoOwnership(services);
  const approved = await services.loadDriverQueries.driversWithStatus(DRIVER_STATUS.active);
  const company = approved
    .map((d) => d.id)
    .filter((id) => !ownerOperated(id))
    .sort((a, b) => a - b);
  for (const [k, driverId] of company.entries()) {
    const terms: Terms = {
      payRule: { kind: 'perMile', rate: COMPANY_RATES[k % COMPANY_RATES.length] ?? 0.6 },
      extraStopPay: k === 0 ? 50 : 0,
      detentionPerHour: k === 0 ? 25 : 0,
    };
    await services.drivers.setPayTerms(driverId, terms);
  }

  // Reading the settlements files every approved delivery: each owner-operator's count and gross.
  const { info } = await services.settlements.list({}, { page: 1, take: 1000, offset: 0 });
  const paid = new Map<number, { settlements: number; loads: number; gross: number }>();
  for (const s of info) {
    if (!ownerOperated(s.driver_id)) continue;
    const sums = paid.get(s.driver_id) ?? { settlements: 0, loads: 0, gross: 0 };
    paid.set(s.driver_id, {
      settlements: sums.settlements + 1,
      loads: sums.loads + s.loads,
      gross: sums.gross + s.gross,
    });
  }
  const owners = [...paid].sort((a, b) => b[1].settlements - a[1].settlements || a[0] - b[0]);
  const [first, ...others] = owners;
  if (first) {
    const terms: Terms = { payRule: { kind: 'percent', rate: 88 }, extraStopPay: 0, detentionPerHour: 0 };
    await services.drivers.setPayTerms(first[0], terms);
  }
  const perLoad = ([, s]: (typeof owners)[number]) => s.gross / Math.max(1, s.loads);
  const cheapest = others.sort((a, b) => perLoad(a) - perLoad(b) || a[0] - b[0])[0];
  if (cheapest) {
    const flat = Math.round((perLoad(cheapest) * 0.8) / 25) * 25;
    const terms: Terms = { payRule: { kind: 'flat', rate: flat }, extraStopPay: 0, detentionPerHour: 20 };
    await services.drivers.setPayTerms(cheapest[0], terms);
  }
}
