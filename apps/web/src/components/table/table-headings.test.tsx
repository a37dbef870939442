import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iftaReport, texasCredit } from '../../../test/sample-fuel';
import {
  jsonResponse,
  renderApp,
  renderWithProviders,
  storeSession,
  stubFetch,
} from '../../../test/test-utils';
import { TrackingPanel } from '../../features/loads/components/tracking-panel';
import { DataTable } from './data-table';

/** A heading's look: its style, where it aligns aside (a column of figures aligns right). */
const lookOf = (heading: HTMLElement) => heading.getAttribute('style')?.replace(/ ?text-align: \w+;/, '');

/** How the lists' tables show a column's heading: the look every other table must have. */
function listHeadingStyle(): string | undefined {
  const columns = [{ key: 'name', header: 'Name', render: (row: { id: number }) => row.id }];
  const { unmount } = renderWithProviders(<DataTable label="A list" columns={columns} rows={[]} />);
  const style = lookOf(screen.getByRole('columnheader', { name: 'Name' }));
  unmount();
  return style;
}

const ifta = iftaReport({ fleetMpg: 6, jurisdictions: [texasCredit], totalMiles: 1000, totalTax: -6.6 });

describe("table headings: one look, the lists' (small, uppercase, dimmed)", () => {
  it('on the IFTA schedule and its rates', async () => {
    const look = listHeadingStyle();
    expect(look).toContain('text-transform: uppercase');
    storeSession();
    stubFetch((call) => {
      if (call.url.startsWith('/api/ifta/rates'))
        return jsonResponse({ message: 'OK', data: { year: 2026, quarter: 1, closed: false, rates: [] } });
      if (call.url.startsWith('/api/ifta')) return jsonResponse({ message: 'OK', data: ifta });
      return jsonResponse({ message: 'OK', data: [] });
    });
    renderApp('/fletx/ifta?year=2026&quarter=1');
    const schedule = await screen.findByRole('table', { name: 'IFTA jurisdictions' });
    for (const name of ['Jurisdiction', 'Tax due (credit)'])
      expect(lookOf(within(schedule).getByRole('columnheader', { name }))).toBe(look);
    const rates = await screen.findByRole('table', { name: 'IFTA rates' });
    expect(lookOf(within(rates).getByRole('columnheader', { name: 'Rate' }))).toBe(look);
  });

  it("on a load's tracking panel: the stops' detention and the check calls", async () => {
    const look = listHeadingStyle();
    const stop = {
      arrivedAt: null,
      departedAt: null,
      arrivedSource: 'driver',
      departedSource: 'driver',
      driverArrivedAt: null,
      driverDepartedAt: null,
      office: null,
      minutesOnSite: null,
      detentionMinutes: 0,
    };
    const progress = {
      eta: null,
      freeMinutes: 120,
      stops: [{ type: 'pickup', ...stop }],
      detentionProposalCents: null,
    };
    const call = {
      id: 1,
      event: 'dispatched',
      stop: 'pickup',
      recipient: 'ops@broker.test',
      subject: 'Dispatched',
      body: '',
      at: '2026-05-04T12:00:00.000Z',
      sentAt: '2026-05-04T12:00:00.000Z',
    };
    const page = (items: unknown[]) => ({ items, total: items.length, page: 1, take: 20 });
    stubFetch(({ url }) => {
      if (url.includes('/progress')) return jsonResponse({ message: 'OK', data: progress });
      if (url.includes('/check-calls')) return jsonResponse({ message: 'OK', data: page([call]) });
      if (url.includes('/tracking-links')) return jsonResponse({ message: 'OK', data: page([]) });
      return jsonResponse({ message: 'OK', data: {} });
    });
    renderWithProviders(<TrackingPanel loadId={7} broker={{ id: 4, name: 'Coyote Logistics' }} />);
    const detention = await screen.findByRole('table', { name: 'Detention' });
    expect(lookOf(within(detention).getByRole('columnheader', { name: 'Stop' }))).toBe(look);
    const calls = await screen.findByRole('table', { name: 'Check calls' });
    expect(lookOf(within(calls).getByRole('columnheader', { name: 'Sent' }))).toBe(look);
  });
});
