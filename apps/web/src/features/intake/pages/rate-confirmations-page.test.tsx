import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../../test/intake-drafts';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';

/** A draft from mail that became load #41, a duplicate of draft #4; only the broker and rate were read. */
const loaded = draftOf({
  id: 9,
  status: 'loaded',
  source: 'mail',
  fileName: 'acme-88123.pdf',
  sender: 'loads@acme.test',
  duplicateOf: 4,
  loadId: 41,
  brokerId: 3,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
});

describe('the rate confirmations inbox', () => {
  it('lists each draft with its source, broker, rate and load, and keeps the status filter in the URL', async () => {
    storeSession({ role: 'Dispatcher' });
    const { calls } = stubFetch((call) =>
      call.url.startsWith('/api/intake/rate-confirmations')
        ? jsonResponse({ message: 'OK', data: { items: [loaded], total: 1, page: 1, take: 10 } })
        : jsonResponse({ message: 'OK', data: [] }),
    );
    const { router } = renderApp('/fletx/rate-confirmations');
    const table = await screen.findByRole('table', { name: 'Rate confirmations' });
    const row = await within(table).findByRole('row', { name: /acme-88123\.pdf/ });
    for (const text of ['Loaded', 'Duplicate', 'loads@acme.test', 'Acme Logistics', '88123', '$2,450.00'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    // The file's name and the sender break after their separators, never inside a word.
    expect(within(row).getByRole('link', { name: 'acme-88123.pdf' }).innerHTML).toBe('acme-<wbr>88123.pdf');
    expect(within(row).getByText('loads@acme.test').innerHTML).toBe('loads@<wbr>acme.test');
    expect(within(row).getByRole('link', { name: 'Load #41' })).toHaveAttribute(
      'href',
      '/fletx/load-details/general-info?id=41',
    );

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Failed' }));
    expect(router.state.location.search).toBe('?status=failed');
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        '/api/intake/rate-confirmations?page=1&take=10&status=failed',
      ),
    );
  });
});
