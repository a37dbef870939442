import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadExtras, sampleLoad } from '../../../../test/sample-load';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';

const NONE = { hosWarning: null, overlapWarning: null, timeOffWarning: null, trailerWarning: null };
const TRAILER = 'Dora Phone pulls a Reefer trailer; this load asks for a Dry Van';
const OVERLAP = 'Dora Phone already has load LD-58317 at that time';

/** The approved drivers: Dora Phone (7, the load's), Ned Clear (8). */
const DRIVERS = [
  { id: 7, name: 'Dora Phone', truck: 'TX1234', compliance: null },
  { id: 8, name: 'Ned Clear', truck: 'TX5678', compliance: null },
];

/**
 * The server of the edit form of load 41 (`status` its status): Dora Phone's truck pulls a Reefer and she has
 * another load then; Ned Clear has no clash. Answers the calls made.
 */
function stubServer(status = 2) {
  const load = { ...sampleLoad, loadbook_status_id: status };
  return stubFetch((call) => {
    if (call.url.startsWith('/api/loadbook/find/41'))
      return jsonResponse({ message: 'OK', data: { info: [load], extraData: loadExtras(load) } });
    if (call.url.startsWith('/api/loadbook/drivers')) return jsonResponse({ message: 'OK', data: DRIVERS });
    if (call.url.startsWith('/api/bookings/brokers/listApproved'))
      return jsonResponse({ message: 'OK', data: [{ id: 1, brokerName: 'CH Robinson' }] });
    if (call.url.startsWith('/api/dispatch/warnings')) {
      const driverId = new URL(call.url, 'http://x').searchParams.get('driverId');
      const data = driverId === '7' ? { ...NONE, trailerWarning: TRAILER, overlapWarning: OVERLAP } : NONE;
      return jsonResponse({ message: 'OK', data });
    }
    if (call.url.startsWith('/api/loadbook/manualUpdate/41'))
      return jsonResponse({ message: 'The load has been updated.', data: sampleLoad });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

const warningCalls = (calls: Array<{ url: string }>) =>
  calls.filter((c) => c.url.startsWith('/api/dispatch/warnings')).map((c) => new URL(c.url, 'http://x'));

describe('the load form warns of a clash under the driver (docs/product.md "Dispatch board" → "Warnings")', () => {
  it('shows the warnings of the driver chosen, asks again for another, and never blocks the update', async () => {
    storeSession({ role: 'Dispatcher' });
    const { calls } = stubServer();
    renderApp('/fletx/add-load-driver?typeForm=new&id=41');
    const notice = await screen.findByTestId('dispatch-warnings', {}, { timeout: 8000 });
    expect(notice).toHaveTextContent('Check this driver');
    expect(notice).toHaveTextContent(TRAILER);
    expect(notice).toHaveTextContent(OVERLAP);
    expect(notice).toHaveTextContent('A warning never blocks saving.');
    // The trip as the form holds it, and the load being edited (left out of the driver's other loads).
    expect(Object.fromEntries(warningCalls(calls)[0]?.searchParams ?? [])).toEqual({
      driverId: '7',
      loadId: '41',
      pickupOpen: '2026-11-25T08:00',
      pickupClose: '2026-11-25T12:00',
      pickupZip: '75261',
      pickupCity: 'Dallas',
      pickupState: 'TX',
      deliveryOpen: '2026-11-26T14:00',
      deliveryClose: '2026-11-26T18:00',
      deliveryZip: '30336',
      deliveryCity: 'Atlanta',
      deliveryState: 'GA',
      trailerTypeId: '1',
    });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url.startsWith('/api/loadbook/manualUpdate/41'))).toBe(
        true,
      ),
    );
  });

  it('goes away once the driver chosen has no clash', async () => {
    storeSession({ role: 'Dispatcher' });
    const { calls } = stubServer();
    renderApp('/fletx/add-load-driver?typeForm=new&id=41');
    await screen.findByTestId('dispatch-warnings', {}, { timeout: 8000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /Driver/ }));
    await user.click(await screen.findByRole('option', { name: 'Ned Clear · TX5678' }));
    await waitFor(() => expect(screen.queryByTestId('dispatch-warnings')).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(warningCalls(calls).at(-1)?.searchParams.get('driverId')).toBe('8');
  });

  it('asks nothing of a load already under way', async () => {
    // The notice's module loaded first, as it would be had the form rendered it: nothing waits on its import.
    await import('../../../components/dispatch/dispatch-warnings');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      storeSession({ role: 'Dispatcher' });
      const { calls } = stubServer(8);
      renderApp('/fletx/add-load-driver?typeForm=new&id=41');
      await screen.findByDisplayValue('Walmart DC 6094');
      // Past the typing pause the warnings wait for.
      await vi.advanceTimersByTimeAsync(1000);
      expect(warningCalls(calls)).toEqual([]);
      expect(screen.queryByTestId('dispatch-warnings')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
