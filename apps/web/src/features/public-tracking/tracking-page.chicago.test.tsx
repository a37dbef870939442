// Read in Chicago: `*.chicago.test.tsx` run with TZ=America/Chicago (the project web-chicago, vitest.config.ts).
import type { PublicTracking } from '@fletx/contract/tracking-links';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/test-utils';
import TrackingPage from './tracking-page';

const view: PublicTracking = {
  loadNumber: 'LD-7',
  status: 'In transit',
  statusId: 6,
  statusTimes: [{ status: 'Loaded', at: '2026-11-24T15:00:00.000Z' }],
  stops: [
    {
      type: 'pickup',
      city: 'Dallas',
      state: 'TX',
      // 08:00 to 12:00 on the facility's clock, kept as entered.
      window: { from: '2026-11-24T08:00:00.000Z', to: '2026-11-24T12:00:00.000Z' },
      arrivedAt: '2026-11-24T14:10:00.000Z',
      departedAt: null,
    },
    {
      type: 'delivery',
      city: 'Atlanta',
      state: 'GA',
      window: { from: null, to: null },
      arrivedAt: null,
      departedAt: null,
    },
  ],
  lastPosition: { at: '2026-11-24T15:30:00.000Z', city: 'Dallas', state: 'TX' },
  eta: { stop: 'delivery', at: '2026-11-25T16:00:00.000Z', milesLeft: 780 },
  proofOfDelivery: [],
  refreshedAt: '2026-11-24T15:31:00.000Z',
};

describe('the public tracking page', () => {
  it("shows a stop's window as the facility's clock gives it, and instants in the reader's zone, named", async () => {
    stubFetch(() => jsonResponse({ message: 'OK', data: view }));
    render(<TrackingPage token="t0k3n" />);
    const stops = await screen.findByRole('region', { name: 'Stops' });
    // Not shifted to Chicago (02:00 – 06:00): what the rate confirmation says.
    const [pickup] = within(stops).getAllByText(/Window:/);
    expect(pickup).toHaveTextContent(/08:00 AM – .*12:00 PM \(local time\)/);
    expect(pickup).not.toHaveTextContent(/CST/);
    expect(within(stops).getByText(/Arrived/)).toHaveTextContent(/08:10 AM CST/);
    expect(within(stops).getByText(/No window given/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Estimated arrival' })).toHaveTextContent(/10:00 AM CST/);
  });
});
