import { PROFIT_MONEY, type ProfitReport, type ProfitTotals } from '@fletx/contract/profit';
import { screen } from '@testing-library/react';
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
  unallocatedFuel: 0,
  unallocatedMaintenance: 0,
  fuelCostPerMile: null,
};

describe('the Profit page (docs/product.md "Profit")', () => {
  it('names its period in dd/MM/yyyy, as every date on screen is written', async () => {
    storeSession({ role: 'Carriers' });
    stubFetch((call) => {
      if (!call.url.startsWith('/api/reports/profit')) return jsonResponse({ message: 'OK', data: [] });
      const report: ProfitReport = {
        items: [],
        total: 0,
        page: 1,
        take: 25,
        groupBy: 'truck',
        from: '2026-11-02',
        to: '2026-11-29',
        totals,
        weeks: [],
      };
      return jsonResponse({ message: 'OK', data: report });
    });
    renderApp('/fletx/profit?from=2026-11-02&to=2026-11-29');
    expect(await screen.findByText(/Loads delivered 02\/11\/2026 to 29\/11\/2026\./)).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-02/)).not.toBeInTheDocument();
  });
});
