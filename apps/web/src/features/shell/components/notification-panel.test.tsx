import { notificationLinks } from '@fletx/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  notificationsAnswer,
  renderWithProviders,
  storeSession,
  stubFetch,
} from '../../../../test/test-utils';
import { paths } from '../../../config/paths';
import { NotificationPanel } from './notification-panel';

const NOW = new Date('2026-05-04T12:00:00Z');
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000).toISOString();

type Row = {
  id: number;
  type: 'driver_awaiting_approval' | 'report';
  title: string;
  body: string;
  entityType: 'driver' | 'report';
  entityId: number;
  link: string;
  createdAt: string;
  unread: boolean;
};

/** One server's state for the panel: a list, its read flags, and the calls that change them. */
function fakeServer(rows: Row[]) {
  return stubFetch(({ url, method }) => {
    const path = url.split('?')[0];
    if (method === 'GET' && path === '/api/notifications') {
      return notificationsAnswer(rows, rows.filter((r) => r.unread).length);
    }
    const one = /^\/api\/notifications\/(\d+)\/read$/.exec(path ?? '');
    if (method === 'POST' && one) {
      for (const r of rows) if (r.id === Number(one[1])) r.unread = false;
      return jsonResponse({ message: 'ok', data: { unreadCount: rows.filter((r) => r.unread).length } });
    }
    if (method === 'POST' && path === '/api/notifications/read-all') {
      for (const r of rows) r.unread = false;
      return jsonResponse({ message: 'ok', data: { unreadCount: 0 } });
    }
    return jsonResponse({ statusCode: 404, error: 'NotFound', message: 'no route' }, 404);
  });
}

const rows = (): Row[] => [
  {
    id: 3,
    type: 'driver_awaiting_approval',
    title: 'Driver awaiting approval',
    body: 'Rosa Delgado was added and is waiting to be approved.',
    entityType: 'driver',
    entityId: 41,
    link: notificationLinks.driver(41),
    createdAt: minutesAgo(5),
    unread: true,
  },
  {
    id: 2,
    type: 'report',
    title: 'New report',
    body: 'Load 1042: flat tire near Toledo, OH.',
    entityType: 'report',
    entityId: 7,
    link: '/fletx/alerts?id=7',
    createdAt: minutesAgo(60 * 30),
    unread: true,
  },
  {
    id: 1,
    type: 'driver_awaiting_approval',
    title: 'Driver awaiting approval',
    body: 'Sam Ortiz was added and is waiting to be approved.',
    entityType: 'driver',
    entityId: 40,
    link: notificationLinks.driver(40),
    createdAt: minutesAgo(60 * 24 * 40),
    unread: false,
  },
];

describe('notification links', () => {
  it("a driver's link is the web app's driver information page", () => {
    for (const id of [1, 41, 123456])
      expect(notificationLinks.driver(id)).toBe(paths.app.driverInformation.getHref(id));
  });
});

describe('NotificationPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    storeSession();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the unread count on the bell and lists notifications with time-ago text', async () => {
    fakeServer(rows());
    renderWithProviders(<NotificationPanel />);
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    expect(screen.getByTestId('notification-unread-badge')).toHaveTextContent('2');
    await userEvent.setup().click(bell);
    const panel = await screen.findByTestId('notification-panel');
    const items = await within(panel).findAllByTestId('notification-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Rosa Delgado was added and is waiting to be approved.');
    expect(within(items[0] as HTMLElement).getByTestId('notification-time')).toHaveTextContent(
      '5 minutes ago',
    );
    expect(within(items[1] as HTMLElement).getByTestId('notification-time')).toHaveTextContent('a day ago');
    expect(within(items[2] as HTMLElement).getByTestId('notification-time')).toHaveTextContent('a month ago');
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    expect(items[2]).not.toHaveAttribute('data-unread');
    expect(within(panel).getByTestId('notification-unread-text')).toHaveTextContent('2 unread');
  });

  it('shows a long title on two lines, its end (what happened) in sight', async () => {
    const title = 'Annual inspection of Trailer TR-5328 (TRL 8152) expired';
    fakeServer([{ ...rows()[1], type: 'report', id: 9, title } as Row]);
    renderWithProviders(<NotificationPanel />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    const [item] = await screen.findAllByTestId('notification-item');
    const shown = within(item as HTMLElement).getByText(title);
    expect(shown.style.getPropertyValue('--text-line-clamp')).toBe('2');
  });

  it('a click marks it read and opens its page (a driver awaiting approval → driver information)', async () => {
    const { calls } = fakeServer(rows());
    const { router } = renderWithProviders(<NotificationPanel />, { route: '/fletx/loads' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    const [first] = await screen.findAllByTestId('notification-item');
    await user.click(first as HTMLElement);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/notifications/3/read')).toBe(true),
    );
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      paths.app.driverInformation.getHref(41),
    );
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
  });

  it('a read one opens its page without a read call', async () => {
    const { calls } = fakeServer(rows());
    const { router } = renderWithProviders(<NotificationPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    const items = await screen.findAllByTestId('notification-item');
    await user.click(items[2] as HTMLElement);
    expect(router.state.location.search).toBe('?id=40');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("'Mark all as read' clears the count; it is disabled with nothing unread", async () => {
    const { calls } = fakeServer(rows());
    renderWithProviders(<NotificationPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/notifications/read-all' && c.method === 'POST')).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(screen.queryByTestId('notification-unread-text')).not.toBeInTheDocument();
  });

  it('asks the server again each time the panel opens', async () => {
    const { calls } = fakeServer([]);
    renderWithProviders(<NotificationPanel />);
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1));
    await user.click(bell);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('says so when the list cannot be loaded', async () => {
    stubFetch(() =>
      jsonResponse({ statusCode: 500, error: 'InternalServerError', message: 'Something broke.' }, 500),
    );
    renderWithProviders(<NotificationPanel />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Notifications could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Something broke.')).toBeInTheDocument();
  });
});
