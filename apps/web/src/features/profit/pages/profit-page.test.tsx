import { PROFIT_MONEY, type ProfitReport, type ProfitTotals } from '@fletx/contract/profit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';
import { bestAndWorst } from './profit-page';

const totals: ProfitTotals = {
  loads: 0,
  ...(Object.fromEntries(PROFIT_MONEY.map((m) => [m, 0])) as Record<(typeof PROFIT_MONEY)[number], number>),
  miles: null,
  deadheadMiles: null,
  deadheadShare: null,
  revenuePerMile: null,
  costPerMile: null,
  fuelEstimated: false,
  ownerOperatedLoads: 0,
  unallocatedFuel: 0,
  unallocatedMaintenance: 0,
  ownerOperatedFuel: 0,
  ownerOperatedMaintenance: 0,
  fuelCostPerMile: null,
};

function serve(report: Partial<ProfitReport>) {
  stubFetch((call) => {
    if (!call.url.startsWith('/api/reports/profit')) return jsonResponse({ message: 'OK', data: [] });
    const page: ProfitReport = {
      items: [],
      total: 0,
      page: 1,
      take: 25,
      groupBy: 'truck',
      from: '2026-11-02',
      to: '2026-11-29',
      totals,
      weeks: [],
      ...report,
    };
    return jsonResponse({ message: 'OK', data: page });
  });
}

describe('the Profit page (docs/product.md "Profit")', () => {
  it('names its period in dd/MM/yyyy, as every date on screen is written', async () => {
    storeSession({ role: 'Carriers' });
    serve({});
    renderApp('/fletx/profit?from=2026-11-02&to=2026-11-29');
    expect(await screen.findByText(/Loads delivered 02\/11\/2026 to 29\/11\/2026\./)).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-02/)).not.toBeInTheDocument();
    expect(screen.queryByText(/owners’ costs/)).not.toBeInTheDocument();
    // Nothing was estimated, so no footnote says how it would be.
    expect(screen.queryByText(/Fuel estimated/)).not.toBeInTheDocument();
  });

  it('shows whole miles, as the loads list does', async () => {
    storeSession({ role: 'Carriers' });
    serve({ totals: { ...totals, miles: 79_726.5 } });
    renderApp('/fletx/profit?from=2026-11-02&to=2026-11-29');
    expect(await screen.findByText('79,727')).toBeInTheDocument();
    expect(screen.queryByText('79,726.5')).not.toBeInTheDocument();
  });

  it("says how a company truck's fuel was estimated when it was", async () => {
    storeSession({ role: 'Carriers' });
    serve({ totals: { ...totals, fuelEstimated: true, fuelCostPerMile: 0.62 } });
    renderApp('/fletx/profit?from=2026-11-02&to=2026-11-29');
    expect(
      await screen.findByText(/\* Fuel estimated at the carrier's cost per mile \(\$0\.62\/mi\)/),
    ).toBeInTheDocument();
  });

  it("says an owner-operated truck's fuel and repairs are the owner's, and what is left out", async () => {
    storeSession({ role: 'Carriers' });
    const row = { ...totals, key: '7', label: '104', loads: 2, revenue: 4000, ownerOperatedLoads: 2 };
    serve({
      items: [row],
      total: 1,
      totals: {
        ...totals,
        loads: 2,
        ownerOperatedLoads: 2,
        ownerOperatedFuel: 1234.5,
        ownerOperatedMaintenance: 692,
      },
    });
    renderApp('/fletx/profit?from=2026-11-02&to=2026-11-29');
    const table = await screen.findByRole('table', { name: 'Profit' });
    expect(await within(table).findAllByText('Owner’s')).toHaveLength(2);
    expect(
      screen.getByText(
        /owners’ costs, not the carrier’s: \$1,234\.50 of fuel and \$692\.00 of repairs are not counted/,
      ),
    ).toBeInTheDocument();
  });
});

describe('the lane chart', () => {
  const lane = (key: string, margin: number) => ({ ...totals, key, label: key, margin });
  it('shows the best lanes and the worst, best first, each once', () => {
    const lanes = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((key, i) => lane(key, 800 - 200 * i));
    // Eight lanes: the best six and the worst six overlap; the losing ones end the chart.
    const shown = bestAndWorst(lanes.slice(0, 6), [...lanes].reverse().slice(0, 6));
    expect(shown.map((l) => [l.key, l.margin])).toEqual(lanes.map((l) => [l.key, l.margin]));
    // Many lanes: the worst (the red) are shown as well as the best.
    const many = Array.from({ length: 20 }, (_, i) => lane(`L${i}`, 1000 - 100 * i));
    const chart = bestAndWorst(many.slice(0, 6), [...many].reverse().slice(0, 6));
    expect(chart.map((l) => l.key)).toEqual([...many.slice(0, 6), ...many.slice(14)].map((l) => l.key));
    expect(chart.at(-1)?.margin).toBe(-900);
  });
});
