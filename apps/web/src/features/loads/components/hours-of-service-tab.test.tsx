import { computeServiceHours } from '@fletx/contract/hos';
import type { HoursOfServiceData } from '@fletx/contract/tracking';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, readInZone, renderWithProviders, stubFetch } from '../../../../test/test-utils';
import { HoursOfServiceTab } from './hours-of-service-tab';

// A dispatcher in Chicago, reading a tab that says its times are UTC.
readInZone('America/Chicago');

const from = '2026-11-28T12:11:17.000Z';
const at = (status: 'on_duty' | 'driving', when: string) => ({ status, at: when, lat: 39.1, lon: -84.5 });
// On duty at the accept, then 5 h 04 of driving until 20:00 UTC: the server's own computation (hos.ts).
const hos: HoursOfServiceData = {
  ...computeServiceHours({
    events: [at('on_duty', from), at('driving', '2026-11-28T14:56:17.000Z')],
    from,
    to: '2026-11-28T20:00:17.000Z',
  }),
  from,
  to: '2026-11-28T20:00:17.000Z',
  driver_name: 'Michael Thompson',
  history: [
    {
      no: 1,
      status_id: 4,
      status: 'Accepted',
      comments: '',
      changed_by_name: 'Michael Thompson',
      at: from,
    },
  ],
};

describe('the Hours of service tab (docs/product.md "Hours of service")', () => {
  it("shows each day's totals per status, and the load's steps on the tab's UTC clock", async () => {
    stubFetch(() => jsonResponse({ message: 'OK', data: hos }));
    renderWithProviders(<HoursOfServiceTab loadId={27} />);
    expect(await screen.findByTestId('hos-day-totals-2026-11-28')).toHaveTextContent(
      'Totals: Driving 05:04 · On duty 02:45 · Off duty 00:00 · Sleeper berth 00:00',
    );
    // The accept and the first duty change it came with read the same time, not 06:11 (Chicago) beside 12:11.
    const duty = screen.getByRole('table', { name: 'Service hours on 28/11/2026' });
    expect(within(duty).getByText('28/11/2026 12:11:17')).toBeInTheDocument();
    const steps = screen.getByRole('table', { name: 'Load details' });
    expect(within(steps).getByText('28/11/2026 12:11:17')).toBeInTheDocument();
  });
});
