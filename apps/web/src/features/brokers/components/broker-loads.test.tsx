import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleLoad } from '../../../../test/sample-load';
import {
  jsonResponse,
  readInZone,
  renderWithProviders,
  stubFetch,
  tableShowing,
} from '../../../../test/test-utils';
import { BrokerLoads } from './broker-loads';

// A dispatcher in Chicago, six hours behind UTC: a stop's window must not move by that much.
readInZone('America/Chicago');

describe("the broker profile's loads", () => {
  it('shows Start as the pickup facility\'s clock gives it, as the loads list does (docs/product.md "Stops")', async () => {
    const { calls } = stubFetch(() =>
      jsonResponse({
        message: 'OK',
        data: {
          // 08:00 at the Dallas dock, kept as entered.
          info: [{ ...sampleLoad, open_time_pickup: '2026-11-25T08:00:00.000Z' }],
          extraData: { total: 1, page: 1, take: 10, users: [], status: [] },
        },
      }),
    );
    renderWithProviders(<BrokerLoads brokerId={1} />, { route: '/fletx/broker-profile?id=1' });
    const table = await tableShowing('Broker loads', 'LD-41');
    expect(within(table).getByText('25/11/2026 08:00')).toBeInTheDocument();
    expect(within(table).queryByText('25/11/2026 02:00')).not.toBeInTheDocument();
    expect(calls[0]?.url).toContain('/api/loadbook/findAllActive?brokerId=1');
  });

  it("says 'No driver' for a load no driver has yet, as the loads list does", async () => {
    stubFetch(() =>
      jsonResponse({
        message: 'OK',
        data: {
          info: [{ ...sampleLoad, driver_name: null }],
          extraData: { total: 1, page: 1, take: 10, users: [], status: [] },
        },
      }),
    );
    renderWithProviders(<BrokerLoads brokerId={1} />, { route: '/fletx/broker-profile?id=1' });
    const table = await tableShowing('Broker loads', 'LD-41');
    const row = within(table).getByRole('row', { name: /LD-41/ });
    expect(within(row).getByText('No driver')).toBeInTheDocument();
    expect(within(row).queryByText('—')).not.toBeInTheDocument();
  });
});
