import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../../test/test-utils';
import { etaLine, TrackingPanel } from './tracking-panel';

const BROKER = { id: 4, name: 'Coyote Logistics' };
const URL = 'http://localhost:3000/t/8Ow_uSlYuSXYJNd23SjuF_jaBVinPM75UUZwUgtYu_c';
const progress = { eta: null, freeMinutes: 120, stops: [], detentionProposalCents: null };
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, take: 20 });
const link = {
  id: 3,
  loadId: 25,
  expiresAt: null,
  revokedAt: null,
  createdAt: '2026-11-30T19:30:00.000Z',
  state: 'active',
};

/** The panel of load 25 over a server with no check calls sent and, once shared, one active link. */
function serve(shownProgress: unknown = progress) {
  let shared = false;
  let revoked = false;
  return stubFetch((call) => {
    if (call.url === '/api/tracking-links/3' && call.method === 'DELETE') {
      revoked = true;
      return jsonResponse({
        message: 'The tracking link has been revoked.',
        data: { ...link, state: 'revoked' },
      });
    }
    if (call.url === '/api/loads/25/progress') return jsonResponse({ message: 'OK', data: shownProgress });
    if (call.url.startsWith('/api/loads/25/check-calls'))
      return jsonResponse({ message: 'OK', data: page([]) });
    if (call.url.startsWith('/api/loads/25/tracking-links') && call.method === 'POST') {
      shared = true;
      return jsonResponse({ message: 'OK', data: { ...link, url: URL, token: 'x' } }, 201);
    }
    if (call.url.startsWith('/api/loads/25/tracking-links'))
      return jsonResponse({
        message: 'OK',
        data: page(shared ? [{ ...link, state: revoked ? 'revoked' : 'active' }] : []),
      });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

describe('the tracking panel (docs/product.md "Tracking links and check calls")', () => {
  it('with no check call sent, says where they are chosen: a link to the broker profile', async () => {
    storeSession();
    serve();
    renderWithProviders(<TrackingPanel loadId={25} broker={BROKER} />);
    const none = await screen.findByTestId('no-check-calls');
    expect(none).toHaveTextContent(
      "No check calls sent for this load. They are mailed as the load moves to the contacts chosen in the Check calls card of Coyote Logistics's profile.",
    );
    expect(within(none).getByRole('link', { name: "Coyote Logistics's profile" })).toHaveAttribute(
      'href',
      '/fletx/broker-profile?id=4',
    );
  });

  it('a shared link is shown once, with a button that copies it for the broker', async () => {
    storeSession();
    serve();
    const user = userEvent.setup();
    renderWithProviders(<TrackingPanel loadId={25} broker={BROKER} />);
    await user.click(await screen.findByRole('button', { name: 'Share tracking' }));
    expect(await screen.findByTestId('shared-link')).toHaveTextContent(URL);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URL);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('lists the links made, by when and until when, and revokes an active one once confirmed', async () => {
    storeSession();
    const { calls } = serve();
    const user = userEvent.setup();
    renderWithProviders(<TrackingPanel loadId={25} broker={BROKER} />);
    await user.click(await screen.findByRole('button', { name: 'Share tracking' }));
    const table = await screen.findByRole('table', { name: 'Tracking links' });
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no link row');
    expect(row).toHaveTextContent(/30\/11\/2026 \d\d:30:00Active3 days after deliveryRevoke/);
    expect(table).not.toHaveTextContent('#3');
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    // Asked first: the broker's link stops working.
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this tracking link?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(table).findByText('Revoked')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/tracking-links/3')).toBe(true);
  });

  it('writes the ETA on the stop’s clock, as its window is, and marks it Late past the window', async () => {
    // 23:32 in Macon (Eastern) is 22:32 in Chicago: the window, 17:00–23:00 at the dock, has closed.
    const eta = {
      stop: 'delivery',
      at: '2026-12-05T04:32:00.000Z',
      milesLeft: 351,
      atStop: '2026-12-04T23:32:00.000Z',
      late: true,
    } as const;
    storeSession();
    serve({ ...progress, eta });
    renderWithProviders(<TrackingPanel loadId={25} broker={BROKER} />);
    expect(await screen.findByText("Late: after the delivery's window closes")).toBeInTheDocument();
    expect(screen.getByTestId('eta-line')).toHaveTextContent(
      "ETA to delivery: 04/12/2026 23:32 at the delivery's clock (about 351 miles left)",
    );
    // Without the stop's zone: the viewer's own time, said so.
    expect(etaLine({ ...eta, atStop: null, late: false })).toMatch(
      /^ETA to delivery: \d\d\/12\/2026 \d\d:32:00 your time/,
    );
  });
});
