import { PROFIT_MONEY, type ProfitReport, type ProfitTotals } from '@fletx/contract/profit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';

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
