import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import {
  createTestQueryClient,
  jsonResponse,
  notificationsAnswer,
  renderWithProviders,
  storeSession,
  stubFetch,
} from '../../../test/test-utils';
import { ShellLayout } from '../../features/shell/components/shell-layout';
import { queryKeys } from '../../lib/query-keys';
import { clearSession } from '../../lib/session';
import { applyLiveEvent } from './apply-live-event';

const user = {
  id: 'user-1',
  name: 'Ada',
  givenName: 'Lovelace',
  email: 'ada@fletx.test',
  role: 'Dispatcher',
  groups: ['carriers'],
};

/** The server: tickets, and a bell whose unread count is `unread.count` at each read. */
function fakeServer(unread: { count: number }) {
  let tickets = 0;
  return stubFetch(({ url, method }) => {
    const path = url.split('?')[0];
    if (method === 'POST' && path === '/api/events/ticket') {
      tickets += 1;
      return jsonResponse({ message: 'OK', data: { ticket: `ticket-${tickets}`, expiresIn: 30 } }, 201);
    }
    if (method === 'GET' && path === '/api/notifications') {
      return notificationsAnswer([], unread.count);
    }
    return jsonResponse({ statusCode: 404, error: 'NotFound', message: 'no route' }, 404);
  });
}

const renderHeader = () =>
  renderWithProviders(
    <ShellLayout user={user} onLogout={vi.fn()}>
      <p>Page</p>
    </ShellLayout>,
  );

/** The stream the app opened, once its ticket is bought. */
async function openedStream(count = 1): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(count));
  return FakeEventSource.latest;
}

describe('live updates in the header', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('shows nothing while connecting, a green dot when live, an orange one while reconnecting', async () => {
    storeSession({ role: 'Dispatcher' });
    fakeServer({ count: 0 });
    renderHeader();
    const stream = await openedStream();
    expect(stream.param('ticket')).toBe('ticket-1');
    expect(screen.queryByTestId('live-indicator')).not.toBeInTheDocument();

    act(() => stream.open());
    const live = screen.getByRole('status', { name: 'Live updates on' });
    expect(live).toHaveAttribute('data-state', 'live');

    act(() => stream.fail());
    const off = screen.getByRole('status', { name: 'Live updates off — reconnecting' });
    expect(off).toHaveAttribute('data-state', 'reconnecting');
    await userEvent.setup().hover(off);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Live updates off — reconnecting');

    // Back with a fresh ticket and the id of the last event it had: green again.
    const again = await openedStream(2);
    expect(again.param('ticket')).toBe('ticket-2');
    act(() => again.open());
    expect(screen.getByRole('status', { name: 'Live updates on' })).toBeInTheDocument();
  });

  it('a notification event refreshes the bell without polling', async () => {
    storeSession({ role: 'Dispatcher' });
    const unread = { count: 1 };
    const { calls } = fakeServer(unread);
    renderHeader();
    await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    const stream = await openedStream();

    // A change after the bell was read and before the stream opened was never heard: read again once open.
    unread.count = 2;
    act(() => stream.open());
    await screen.findByRole('button', { name: 'Notifications (2 unread)' });

    unread.count = 3;
    act(() =>
      stream.emit(
        'notification',
        { notificationId: 9, type: 'report', entityType: 'report', entityId: 4 },
        '12',
      ),
    );
    await screen.findByRole('button', { name: 'Notifications (3 unread)' });
    expect(calls.filter((c) => c.url.startsWith('/api/notifications'))).toHaveLength(3);

    // Dropped and back: what an event may have missed is read again, from after the last id it had.
    unread.count = 4;
    act(() => stream.fail());
    const again = await openedStream(2);
    expect(again.param('lastEventId')).toBe('12');
    act(() => again.open());
    await screen.findByRole('button', { name: 'Notifications (4 unread)' });
  });

  it('closes the stream on logout', async () => {
    storeSession({ role: 'Dispatcher' });
    fakeServer({ count: 0 });
    renderHeader();
    const stream = await openedStream();
    act(() => stream.open());
    act(() => clearSession());
    expect(stream.closed).toBe(true);
    expect(screen.queryByTestId('live-indicator')).not.toBeInTheDocument();
  });

  it("a driver's account never opens it", async () => {
    storeSession({ groups: ['drivers'], role: 'Driver' });
    const { calls } = fakeServer({ count: 0 });
    renderHeader();
    await screen.findByRole('button', { name: 'Notifications' });
    expect(calls.some((c) => c.url === '/api/events/ticket')).toBe(false);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(screen.queryByTestId('live-indicator')).not.toBeInTheDocument();
  });
});

describe('applyLiveEvent', () => {
  const route = {
    message: 'OK',
    data: {
      load_id: 7,
      status_id: 8,
      status: 'In transit',
      points: [{ lat: 32.7, lon: -96.8, at: '2026-11-24T09:00:00.000Z' }],
      last_position: { lat: 32.7, lon: -96.8, at: '2026-11-24T09:00:00.000Z' },
      pickup: null,
      delivery: null,
    },
  };

  it("moves the route map's last position at once and refetches the track", async () => {
    const queryClient = createTestQueryClient();
    const key = queryKeys.loadDetails.routeMap(7);
    queryClient.setQueryData(key, route);
    const ping = { loadId: 7, driverId: 3, lat: 33.1, lon: -95.9, at: '2026-11-24T09:05:00.000Z' };
    const done = applyLiveEvent(queryClient, { type: 'load.position', id: '5', data: ping });
    expect(queryClient.getQueryData(key)).toMatchObject({
      data: {
        last_position: { lat: 33.1, lon: -95.9, at: ping.at },
        points: [route.data.points[0], { lat: 33.1, lon: -95.9, at: ping.at }],
      },
    });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    await done;

    // An older ping (a phone's late batch) does not move the marker back.
    queryClient.setQueryData(key, route);
    await applyLiveEvent(queryClient, {
      type: 'load.position',
      id: '6',
      data: { ...ping, at: '2026-11-24T08:00:00.000Z' },
    });
    expect(queryClient.getQueryData(key)).toEqual(route);
  });

  it('a status change marks the load, the lists and delivery approval stale, not other loads', async () => {
    const queryClient = createTestQueryClient();
    const keys = {
      list: queryKeys.loads.list({ page: 1 }),
      counts: queryKeys.loads.counts,
      load: queryKeys.loadDetails.load(7),
      otherLoad: queryKeys.loadDetails.load(8),
      deliveries: queryKeys.deliveryApproval.list({ page: 1, search: '' }),
      today: queryKeys.today,
      bell: queryKeys.notifications.bell,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    await applyLiveEvent(queryClient, {
      type: 'load.status',
      id: '7',
      data: { loadId: 7, idNumber: 'L-7', from: 8, to: 9 },
    });
    const stale = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated]),
    );
    expect(stale).toEqual({
      list: true,
      counts: true,
      load: true,
      otherLoad: false,
      deliveries: true,
      today: true,
      bell: false,
    });
  });

  it("a report marks the reports, the load's alerts and Today stale", async () => {
    const queryClient = createTestQueryClient();
    const keys = [
      queryKeys.reports.counts,
      queryKeys.reports.list({}),
      queryKeys.loadDetails.reports(7),
      queryKeys.today,
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    await applyLiveEvent(queryClient, {
      type: 'report',
      id: '8',
      data: { reportId: 3, loadId: 7, change: 'created' },
    });
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('a rate confirmation read or mailed in marks the inbox and that draft stale, not other drafts', async () => {
    const queryClient = createTestQueryClient();
    const keys = [
      queryKeys.intake.list({ status: '', page: 1 }),
      queryKeys.intake.detail(4),
      queryKeys.intake.detail(5),
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    await applyLiveEvent(queryClient, { type: 'intake', id: '9', data: { draftId: 4, status: 'parsed' } });
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, false]);
  });
});
