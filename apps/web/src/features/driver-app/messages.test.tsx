import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDriverPageEachTest, renderDriverApp } from '../../../test/driver-app';
import { driverMessage, resetPageVisibility, showPage } from '../../../test/sample-message';
import { jsonResponse, makeTokenSet, stubFetch } from '../../../test/test-utils';

/** Dispatch wrote about load 20 (LD-58447); the driver has not read it yet. */
const fromDispatch = driverMessage({
  id: 21,
  from: 'staff',
  author: { id: 3, name: 'James Carter' },
  body: 'Please call the receiver before 3 pm.',
  loadId: 20,
  loadNumber: 'LD-58447',
});

/** The driver API: the cookie signs in, the thread holds one unread message, and marking it read answers 0. */
function stubApi() {
  const tokens = makeTokenSet({ groups: ['drivers'], role: 'Driver' });
  const { calls } = stubFetch(({ url }) => {
    if (url === '/api/driver/auth/refresh') return jsonResponse({ message: 'Token refreshed', data: tokens });
    if (url === '/api/driver/messages/read') return jsonResponse({ message: 'OK', data: { unreadCount: 0 } });
    if (url.startsWith('/api/driver/messages?'))
      return jsonResponse({
        message: 'OK',
        data: { items: [fromDispatch], total: 1, page: 1, take: 50, unreadCount: 1 },
      });
    return jsonResponse({ message: 'OK', data: [], meta: {} });
  });
  return { reads: () => calls.filter((c) => c.method === 'POST' && c.url === '/api/driver/messages/read') };
}

describe('the drivers app: messages are read once the driver can see them', () => {
  freshDriverPageEachTest();
  afterEach(resetPageVisibility);

  it('marks dispatch’s message read on the open thread, naming its load as the driver’s cards do', async () => {
    const { reads } = stubApi();
    renderDriverApp('/driver/messages');
    expect(await screen.findByText('Please call the receiver before 3 pm.')).toBeInTheDocument();
    expect(screen.getByText('Load LD-58447')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toHaveLength(1));
  });

  it('leaves it unread while the app is in the background, and reads it when it comes back', async () => {
    showPage('hidden');
    const { reads } = stubApi();
    renderDriverApp('/driver/messages');
    expect(await screen.findByText('Please call the receiver before 3 pm.')).toBeInTheDocument();
    expect(reads()).toHaveLength(0);
    showPage('visible');
    await waitFor(() => expect(reads()).toHaveLength(1));
  });
});
