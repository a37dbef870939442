// Read in Chicago: `*.chicago.test.tsx` run with TZ=America/Chicago (the project web-chicago, vitest.config.ts).
import { stopTimeMessages } from '@fletx/contract/stop-times';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../../test/test-utils';
import { StopTimesForm, stopTimesErrors } from './stop-times-form';

const DRIVER = { arrivedAt: '2026-11-20T15:10:00.000Z', departedAt: '2026-11-20T15:40:00.000Z' };
const NEVER = {
  stop: 'pickup',
  arrivedAt: null,
  departedAt: null,
  arrivedSet: null,
  departedSet: null,
  version: 0,
};

describe('Edit times read in Chicago for a carrier in New York', () => {
  it('types the times on the carrier’s clock, whatever the browser’s zone; the driver’s step in the reader’s', async () => {
    storeSession();
    const { calls } = stubFetch((call) =>
      call.method === 'PUT'
        ? jsonResponse({
            message: 'Stop times saved',
            data: { ...NEVER, ...(call.body as object), version: 1 },
          })
        : new Response(JSON.stringify({ message: 'OK', data: NEVER }), {
            headers: { 'Content-Type': 'application/json', ETag: '"0"' },
          }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <StopTimesForm
        loadId={7}
        stop="pickup"
        driver={DRIVER}
        timeZone="America/New_York"
        onClose={() => {}}
      />,
    );
    const arrived = await screen.findByLabelText('Arrived');
    expect(screen.getByTestId('stop-times-zone')).toHaveTextContent(
      "On the carrier's clock: Eastern (New York)",
    );
    // 15:10 UTC is 09:10 in Chicago, where the page is read.
    expect(arrived).toHaveAccessibleDescription("Driver's step: 20/11/2026 09:10");
    await user.type(arrived, '20/11/2026 09:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    // 09:00 in New York (EST, UTC−5) is 14:00 UTC; the departure stays the driver's.
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      arrivedAt: '2026-11-20T14:00:00.000Z',
      departedAt: null,
    });
  });

  it('checks the order on the carrier’s clock: 10:41 in New York is after the driver’s 09:40 in Chicago', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    // The driver left at 15:40 UTC: 10:40 in New York. An arrival typed 10:41 there is after it.
    expect(
      stopTimesErrors({ arrivedAt: '2026-11-20T10:41', departedAt: '' }, 'America/New_York', DRIVER, now),
    ).toEqual({ arrivedAt: stopTimeMessages.order });
    expect(
      stopTimesErrors({ arrivedAt: '2026-11-20T10:39', departedAt: '' }, 'America/New_York', DRIVER, now),
    ).toEqual({});
  });
});
