import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { driverMessage, resetPageVisibility, showPage } from '../../../../test/sample-message';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/test-utils';
import { MessagesPage } from './messages-page';

const answer = driverMessage();
const AT = answer.createdAt;

/** Brian (7) answered; nobody in the office has read it yet. */
function stubServer() {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/messages/drivers/7/read'))
      return jsonResponse({ message: 'OK', data: { unreadCount: 0 } });
    if (call.url.startsWith('/api/messages/drivers/7'))
      return jsonResponse({
        message: 'OK',
        data: {
          items: [answer],
          total: 1,
          page: 1,
          take: 20,
          unreadCount: 1,
          driver: { id: 7, name: 'Brian Harris' },
        },
      });
    if (call.url.startsWith('/api/messages/conversations'))
      return jsonResponse({
        message: 'OK',
        data: {
          items: [
            { driver: { id: 7, name: 'Brian Harris' }, lastMessage: answer, unreadCount: 1, lastAt: AT },
          ],
          total: 1,
          page: 1,
          take: 20,
          unreadCount: 1,
        },
      });
    if (call.url.startsWith('/api/carrier-settings/time-zone'))
      return jsonResponse({ message: 'OK', data: { timeZone: 'America/Chicago' } });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

afterEach(resetPageVisibility);

const readCalls = (calls: Array<{ url: string; method: string }>) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith('/read'));

describe('Messages: a conversation is read once someone can see it (docs/decisions/0066-driver-messages.md)', () => {
  it('marks an open conversation read while the page is in front', async () => {
    const server = stubServer();
    renderWithProviders(<MessagesPage />, { route: '/fletx/messages?driverId=7' });
    expect(await screen.findByRole('heading', { name: 'Brian Harris' })).toBeInTheDocument();
    await waitFor(() => expect(readCalls(server.calls)).toHaveLength(1));
    expect(readCalls(server.calls)[0]?.url).toBe('/api/messages/drivers/7/read');
  });

  it('leaves it unread while the tab is in the background, and reads it when the tab comes back', async () => {
    showPage('hidden');
    const server = stubServer();
    renderWithProviders(<MessagesPage />, { route: '/fletx/messages?driverId=7' });
    await waitFor(() =>
      expect(server.calls.some((c) => c.url.startsWith('/api/messages/drivers/7?'))).toBe(true),
    );
    expect(await screen.findByRole('heading', { name: 'Brian Harris' })).toBeInTheDocument();
    expect(readCalls(server.calls)).toHaveLength(0);
    showPage('visible');
    await waitFor(() => expect(readCalls(server.calls)).toHaveLength(1));
  });
});
