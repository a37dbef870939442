import type { IntakeDraft } from '@fletx/contract/intake';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftOf } from '../../../../test/intake-drafts';
import { sampleLoad } from '../../../../test/sample-load';
import {
  type FetchCall,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
} from '../../../../test/test-utils';
import { versionedResponse } from '../../../../test/versioned-record';
import { CHECK_DESCRIPTION } from '../components/review-field';

const TRAILER_WARNING = 'Ana Ruiz pulls a Reefer trailer; this load asks for a Dry Van';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The API as the review screen calls it; the draft answers `draft`, PUT and POST …/load succeed. */
function stubServer(draft: IntakeDraft) {
  const stub = stubFetch((call: FetchCall) => {
    const { calls } = stub;
    const { url, method } = call;
    if (url.startsWith('/api/intake/rate-confirmations/5/pages/'))
      return new Response(PNG, { headers: { 'Content-Type': 'image/png' } });
    if (url === '/api/intake/rate-confirmations/5/load' && method === 'POST')
      return jsonResponse(
        { message: 'The load has been created from the rate confirmation.', data: sampleLoad },
        201,
      );
    if (url === '/api/intake/rate-confirmations/5' && method === 'PUT') {
      // Each save answers the next version, as the API does.
      return versionedResponse(
        { message: 'Saved.', data: { ...draft, fields: (call.body as IntakeDraft).fields } },
        4 + calls.filter((c) => c.method === 'PUT').length - 1,
      );
    }
    if (url === '/api/intake/rate-confirmations/5')
      return versionedResponse({ message: 'OK', data: draft }, 3);
    if (url.startsWith('/api/miles/estimate?'))
      return jsonResponse({ message: 'OK', data: { miles: url.includes('toCity=Memphis') ? 450 : 800 } });
    if (url.startsWith('/api/dispatch/warnings?')) {
      // Ana Ruiz's truck pulls a Reefer: a Dry Van load clashes.
      const asked = new URL(url, 'http://x').searchParams;
      const clash = asked.get('driverId') === '1' && asked.get('trailerTypeId') === '1';
      return jsonResponse({
        message: 'OK',
        data: {
          hosWarning: null,
          overlapWarning: null,
          timeOffWarning: null,
          trailerWarning: clash ? TRAILER_WARNING : null,
        },
      });
    }
    if (url.startsWith('/api/loadbook/drivers'))
      return jsonResponse({
        message: 'OK',
        data: [
          { id: 1, name: 'Ana Ruiz', truck: 'TX1234', compliance: null },
          { id: 2, name: 'Cora Lee', truck: 'TX5678', compliance: null },
        ],
      });
    if (url.startsWith('/api/bookings/brokers/listApproved'))
      return jsonResponse({
        message: 'OK',
        data: [{ id: 3, brokerName: 'Acme Logistics', name: 'Acme Logistics', status: 'Approved' }],
      });
    return jsonResponse({ message: 'OK', data: [] });
  });
  return stub;
}

function open(draft: IntakeDraft) {
  storeSession({ role: 'Dispatcher' });
  const server = stubServer(draft);
  const view = renderApp('/fletx/rate-confirmations/5');
  return { ...server, ...view };
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:page', revokeObjectURL: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the review of a rate confirmation (docs/product.md "Rate confirmations")', () => {
  it('marks the values read with low confidence, and only those', async () => {
    open(draftOf());
    const rate = await screen.findByRole('textbox', { name: 'Line haul (USD)' });
    expect(rate).toHaveValue('2450.00');
    expect(rate).toHaveAttribute('aria-description', CHECK_DESCRIPTION);
    expect(rate.closest('[data-low-confidence]')).not.toBeNull();
    for (const name of ['Broker name', 'Broker MC number', 'Commodity', 'Stop 2 city']) {
      const input = screen.getByRole('textbox', { name });
      expect(input).not.toHaveAttribute('aria-description');
      expect(input.closest('[data-low-confidence]')).toBeNull();
    }
    expect(document.querySelectorAll('[data-low-confidence]')).toHaveLength(1);
  });

  it('reads the rate per mile over the miles a load from the first pickup to the last delivery is planned with', async () => {
    const { calls } = open(draftOf());
    const hint = await screen.findByTestId('intake-rate-per-mile');
    expect(hint).toHaveTextContent(
      'Rate per mile: $3.06/mi over 800 planned mi, from the first pickup to the last delivery.',
    );
    const asked = new URL(calls.find((c) => c.url.startsWith('/api/miles/estimate?'))!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      fromCity: 'Dallas',
      fromState: 'TX',
      fromZip: '75201',
      toCity: 'Atlanta',
      toState: 'GA',
    });

    const user = userEvent.setup();
    const rate = screen.getByRole('textbox', { name: 'Line haul (USD)' });
    await user.clear(rate);
    await user.type(rate, '3600');
    // Emptied, the rate had no rate per mile: the hint is a new one.
    expect(screen.getByTestId('intake-rate-per-mile')).toHaveTextContent('$4.50/mi over 800 planned mi');
    const city = screen.getByRole('textbox', { name: 'Stop 2 city' });
    await user.clear(city);
    await user.type(city, 'Memphis');
    await waitFor(() =>
      expect(screen.getByTestId('intake-rate-per-mile')).toHaveTextContent('$8.00/mi over 450 planned mi'),
    );
    await user.clear(rate);
    await waitFor(() => expect(screen.queryByTestId('intake-rate-per-mile')).not.toBeInTheDocument());
  });

  it('draws the focused value’s source boxes over the page it was read on', async () => {
    open(draftOf());
    const user = userEvent.setup();
    const page1 = await screen.findByTestId('document-page-1');
    const page2 = screen.getByTestId('document-page-2');
    expect(screen.queryAllByTestId('source-box')).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: 'Stop 2 city' }));
    const [box] = within(page2).getAllByTestId('source-box');
    expect(box).toHaveStyle({ left: '10%', top: '30%', width: '25%' });
    expect(within(page1).queryAllByTestId('source-box')).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: 'Line haul (USD)' }));
    expect(within(page1).getAllByTestId('source-box')).toHaveLength(1);
    expect(within(page2).queryAllByTestId('source-box')).toHaveLength(0);
  });

  it('Create load saves the corrections first, then creates the load with the driver, and opens it', async () => {
    const { calls, router } = open(draftOf());
    const user = userEvent.setup();
    const rate = await screen.findByRole('textbox', { name: 'Line haul (USD)' });
    await user.clear(rate);
    await user.type(rate, '2500');
    await user.click(screen.getByRole('combobox', { name: /Driver/ }));
    await user.click(await screen.findByRole('option', { name: 'Ana Ruiz · TX1234' }));
    await user.click(screen.getByRole('button', { name: 'Create load' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/fletx/load-details/general-info'));
    expect(router.state.location.search).toBe('?id=41');
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/intake/rate-confirmations/5',
      'POST /api/intake/rate-confirmations/5/load',
    ]);
    const [put, post] = writes;
    expect((put?.body as IntakeDraft | undefined)?.fields).toMatchObject({
      rate: 2500,
      brokerMc: '123456',
      accessorials: [{ kind: 'Fuel Surcharge', amount: 310.5 }],
      stops: [{ city: 'Dallas', open: '2026-12-03T08:00' }, { city: 'Atlanta' }],
    });
    expect(post?.body).toEqual({ user_id: 1, broker_id: 3 });
  });

  it('warns under the driver of a clash with the load as corrected, until the clash is gone', async () => {
    const { calls } = open(draftOf());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Driver/ }));
    await user.click(await screen.findByRole('option', { name: 'Ana Ruiz · TX1234' }));
    const notice = await screen.findByTestId('dispatch-warnings', {}, { timeout: 8000 });
    expect(notice).toHaveTextContent(TRAILER_WARNING);
    // The first pickup and the last delivery, the trailer type's id; no load yet.
    const asked = calls.filter((c) => c.url.startsWith('/api/dispatch/warnings?'));
    expect(Object.fromEntries(new URL(asked[0]?.url ?? '', 'http://x').searchParams)).toEqual({
      driverId: '1',
      pickupOpen: '2026-12-03T08:00',
      pickupClose: '2026-12-03T11:00',
      pickupZip: '75201',
      pickupCity: 'Dallas',
      pickupState: 'TX',
      deliveryOpen: '2026-12-04T09:00',
      deliveryClose: '2026-12-04T15:00',
      deliveryZip: '30301',
      deliveryCity: 'Atlanta',
      deliveryState: 'GA',
      trailerTypeId: '1',
    });
    await user.click(screen.getByRole('combobox', { name: 'Trailer type' }));
    await user.click(await screen.findByRole('option', { name: 'Reefer' }));
    await waitFor(() => expect(screen.queryByTestId('dispatch-warnings')).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(screen.getByRole('button', { name: 'Create load' })).toBeEnabled();
  });

  it('saves corrections at the version read, then at the version each save answered', async () => {
    const { calls } = open(draftOf());
    const user = userEvent.setup();
    const commodity = await screen.findByRole('textbox', { name: 'Commodity' });
    await user.clear(commodity);
    await user.type(commodity, 'Paper');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    await user.type(commodity, ' rolls');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.headers.get('If-Match'))).toEqual([
      '"3"',
      '"4"',
    ]);
  });

  it('shows a loader while the document is being read', async () => {
    open(draftOf({ status: 'pending', pages: [], sources: {} }));
    expect(await screen.findByText('Reading the document…')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rate confirmation review' })).not.toBeInTheDocument();
  });

  it('says why a document could not be read, and offers to discard it', async () => {
    open(
      draftOf({
        status: 'failed',
        reason: 'No text could be read from this file: try a sharper scan or photo.',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No text could be read from this file: try a sharper scan or photo.');
    expect(within(alert).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create load' })).not.toBeInTheDocument();
  });
});
