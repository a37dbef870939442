import { INSPECTION_ITEM_LABELS, INSPECTION_ITEMS } from '@fletx/contract/driver-values';
import type { Inspection } from '@fletx/contract/inspections';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDriverPageEachTest, renderDriverApp } from '../../../test/driver-app';
import { jsonResponse, makeTokenSet } from '../../../test/test-utils';

const lastTruckReport: Inspection = {
  id: 7,
  kind: 'post_trip',
  driverId: 3,
  truckId: 12,
  trailerId: null,
  odometer: 120_000,
  signature: 'Ada Lovelace',
  at: '2026-11-27T18:00:00.000Z',
  createdAt: '2026-11-27T18:00:01.000Z',
  items: INSPECTION_ITEMS.map((item) => ({ item, ok: item !== 'horn', note: null })),
  defects: [
    {
      id: 70,
      unitType: 'truck',
      unitId: 12,
      item: 'horn',
      note: 'Horn does not sound',
      severity: 'minor',
      status: 'open',
      repairedAt: null,
      repairedBy: null,
      workOrderId: null,
    },
  ],
};

type Post = { url: string; key: string | null; body: Record<string, unknown> };

/** The driver API: the cookie signs in, the last report of truck 12, and every POST recorded. */
function stubApi(units: 'known' | 'down' = 'known') {
  const tokens = makeTokenSet({ groups: ['drivers'], role: 'Driver' });
  const posts: Post[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/driver/auth/refresh') return jsonResponse({ message: 'Token refreshed', data: tokens });
    if (url === '/api/driver/inspections/units')
      return units === 'down'
        ? jsonResponse({ message: 'Down for maintenance' }, 503)
        : jsonResponse({
            message: 'OK',
            data: { truck: { id: 12, number: 'T-12', plate: 'TX 4821' }, trailers: [] },
          });
    if (url.startsWith('/api/driver/inspections/last'))
      return jsonResponse({ message: 'OK', data: { truck: lastTruckReport, trailer: null } });
    if (init?.method === 'POST') {
      const form = init.body instanceof FormData ? init.body : null;
      const file = form?.get('file');
      posts.push({
        url,
        key: new Headers(init.headers).get('idempotency-key'),
        body: form
          ? { item: form.get('item'), fileName: file instanceof File ? file.name : null }
          : JSON.parse(String(init.body)),
      });
      return jsonResponse({ message: 'Inspection recorded', data: form ? { id: 900 } : { id: 55 } }, 201);
    }
    return jsonResponse({ message: 'OK', data: [], meta: {} });
  });
  vi.stubGlobal('fetch', fetch);
  return { posts, fetch };
}

const renderInspection = () => renderDriverApp('/driver/inspection');

const item = (key: keyof typeof INSPECTION_ITEM_LABELS) =>
  screen.getByRole('group', { name: INSPECTION_ITEM_LABELS[key] });

/** The driver's truck 12 as the server names it, no trailer, the kind chosen; a pre-trip goes through the review. */
async function start(kind: 'Pre-trip' | 'Post-trip') {
  expect(await screen.findByTestId('inspected-truck')).toHaveTextContent('Truck: T-12 (TX 4821)');
  await userEvent.click(screen.getByRole('button', { name: kind }));
}

/** Every item OK but the tires, a defect out of service; the odometer and the signature. */
async function fillWithOneDefect(note = 'Flat tire, front left') {
  for (const key of INSPECTION_ITEMS)
    await userEvent.click(within(item(key)).getByRole('radio', { name: key === 'tires' ? 'Defect' : 'OK' }));
  if (note)
    await userEvent.type(screen.getByLabelText(`What is wrong? (${INSPECTION_ITEM_LABELS.tires})`), note);
  await userEvent.click(screen.getByRole('radio', { name: 'Out of service' }));
  // Typed as the dashboard reads it, with its thousands separator: sent as whole miles.
  await userEvent.type(screen.getByLabelText('Odometer (miles)'), '120,450');
  // Empty until typed: a name shown greyed there read as already signed.
  expect(screen.getByLabelText('Signature: type your name')).not.toHaveAttribute('placeholder');
  await userEvent.type(screen.getByLabelText('Signature: type your name'), 'Ada Lovelace');
}

describe('the drivers app inspection', () => {
  freshDriverPageEachTest();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the last report’s defects before a pre-trip and requires the acknowledgement', async () => {
    stubApi();
    renderInspection();
    await start('Pre-trip');
    const defects = await screen.findByTestId('last-defects');
    expect(defects).toHaveTextContent('Horn: Horn does not sound (Minor)');
    expect(defects).toHaveTextContent('Not repaired');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Confirm that you have reviewed the last report');
    expect(screen.queryByRole('group', { name: INSPECTION_ITEM_LABELS.tires })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('I have reviewed the last report'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(item('tires')).toBeInTheDocument();
  });

  it('asks a note for a defect and posts every item with an Idempotency-Key', async () => {
    const { posts } = stubApi();
    renderInspection();
    await start('Post-trip');
    await fillWithOneDefect('');
    await userEvent.click(screen.getByRole('button', { name: 'Submit inspection' }));
    expect(within(item('tires').parentElement as HTMLElement).getByRole('alert')).toHaveTextContent(
      'Describe the defect (at most 500 characters)',
    );
    expect(posts).toHaveLength(0);
    await userEvent.type(
      screen.getByLabelText(`What is wrong? (${INSPECTION_ITEM_LABELS.tires})`),
      'Flat tire, front left',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit inspection' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Inspection saved');
    await waitFor(() => expect(posts).toHaveLength(1));
    const [post] = posts;
    expect(post?.url).toBe('/api/driver/inspections');
    expect(post?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toEqual({
      kind: 'post_trip',
      truckId: 12,
      odometer: 120450,
      items: INSPECTION_ITEMS.map((key) => ({ item: key, ok: key !== 'tires' })),
      defects: [{ item: 'tires', note: 'Flat tire, front left', severity: 'out_of_service', unit: 'truck' }],
      signature: 'Ada Lovelace',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('without an answer about the truck, lets the driver enter the IDs last used on this phone', async () => {
    const { posts } = stubApi('down');
    localStorage.setItem('fletx.driver.cache.units', JSON.stringify({ truckId: 12, trailerId: null }));
    renderInspection();
    const typed = await screen.findByLabelText('Truck ID');
    expect(typed).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: 'Post-trip' }));
    await fillWithOneDefect();
    await userEvent.click(screen.getByRole('button', { name: 'Submit inspection' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body.truckId).toBe(12);
  });

  it('offline, queues the inspection as pending and sends it with its key and time once back online', async () => {
    const { posts } = stubApi();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderInspection();
    await start('Post-trip');
    await fillWithOneDefect();
    await userEvent.click(screen.getByRole('button', { name: 'Submit inspection' }));
    const pending = await screen.findByTestId('outbox-entry');
    expect(pending).toHaveTextContent('Inspection');
    expect(posts).toHaveLength(0);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]?.body.at).toEqual(expect.any(String));
    await waitFor(() => expect(screen.queryByTestId('outbox-entry')).not.toBeInTheDocument());
  });

  it('a defect’s photos, taken offline, are sent after the inspection as its documents, with their item', async () => {
    const { posts } = stubApi();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:photo-${Math.random()}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderInspection();
    await start('Post-trip');
    await fillWithOneDefect();
    const camera = screen.getByLabelText(`Add a photo (${INSPECTION_ITEM_LABELS.tires})`);
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    const photo = (name: string) =>
      new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
    await userEvent.upload(camera, photo('tire-1.jpg'));
    await userEvent.upload(camera, photo('tire-2.jpg'));
    await userEvent.upload(camera, photo('oops.jpg'));
    expect(screen.getAllByRole('img', { name: /^Photo \d of Tires$/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Photo 3 of Tires' }));
    expect(screen.getAllByRole('img', { name: /^Photo \d of Tires$/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Submit inspection' }));
    const pending = await screen.findAllByTestId('outbox-entry');
    expect(pending.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Inspection'),
      expect.stringContaining('Inspection photo · tire-1.jpg'),
      expect.stringContaining('Inspection photo · tire-2.jpg'),
    ]);
    expect(posts).toHaveLength(0);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts.map((p) => p.url)).toEqual([
      '/api/driver/inspections',
      '/api/driver/inspections/55/documents',
      '/api/driver/inspections/55/documents',
    ]);
    expect(posts.slice(1).map((p) => p.body)).toEqual([
      { item: 'tires', fileName: 'tire-1.jpg' },
      { item: 'tires', fileName: 'tire-2.jpg' },
    ]);
    expect(new Set(posts.map((p) => p.key)).size).toBe(3);
    await waitFor(() => expect(screen.queryByTestId('outbox-entry')).not.toBeInTheDocument());
  });
});
