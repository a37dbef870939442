import type { SessionItem } from '@fletx/contract/sessions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../../test/test-utils';
import { SignedInDevices } from './signed-in-devices';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const session = (id: number, userAgent: string, current: boolean): SessionItem => ({
  id,
  createdAt: '2026-11-27T08:00:00.000Z',
  lastUsedAt: '2026-11-28T09:30:00.000Z',
  userAgent,
  ip: `203.0.113.${id}`,
  current,
});

/** The server's sessions of the user: GET lists the live ones, DELETE ends one. */
function fakeServer(items: SessionItem[]) {
  return stubFetch(({ url, method }) => {
    const one = /^\/api\/auth\/sessions\/(\d+)$/.exec(url);
    if (method === 'DELETE' && one) {
      items.splice(
        items.findIndex((s) => s.id === Number(one[1])),
        1,
      );
      return jsonResponse({ message: 'The session has been ended.' });
    }
    return jsonResponse({
      message: 'OK',
      data: { items: [...items], total: items.length, page: 1, take: 100 },
    });
  });
}

describe('Signed-in devices', () => {
  it('lists each session’s browser, system and address, marks mine, and ends another after a confirmation', async () => {
    storeSession();
    const { calls } = fakeServer([session(1, CHROME, true), session(2, PHONE, false)]);
    renderWithProviders(<SignedInDevices opened onClose={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Signed-in devices' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const mine = within(table).getByText('This device').closest('tr') as HTMLElement;
    expect(mine).toHaveTextContent('Chrome 131');
    expect(mine).toHaveTextContent('Windows');
    expect(mine).toHaveTextContent('203.0.113.1');
    expect(within(mine).queryByRole('button', { name: /End/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(
      within(table).getByRole('button', { name: 'End the session of Safari 18 at 203.0.113.2' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'End this session?' });
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/auth/sessions/2');
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  });

  it('offers "End all other sessions" above the list, where a long list does not push it out of sight (session 47)', async () => {
    storeSession();
    fakeServer([
      session(1, CHROME, true),
      ...Array.from({ length: 20 }, (_, i) => session(i + 2, PHONE, false)),
    ]);
    renderWithProviders(<SignedInDevices opened onClose={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Signed-in devices' });
    const endOthers = screen.getByRole('button', { name: 'End all other sessions' });
    expect(endOthers.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when the list cannot be read, with a retry', async () => {
    storeSession();
    stubFetch(() =>
      jsonResponse({ statusCode: 500, error: 'Internal', message: 'The server is down.' }, 500),
    );
    renderWithProviders(<SignedInDevices opened onClose={vi.fn()} />);
    expect(await screen.findByText('The server is down.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
