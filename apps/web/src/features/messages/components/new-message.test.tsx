import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/test-utils';
import { NewMessage } from './new-message';

const AT = '2026-12-01T15:00:00.000Z';

/** Brian (7) has a conversation; Ana (5) and Kim (9) are active drivers without one. */
function stubServer() {
  return stubFetch((call) => {
    if (call.url === '/api/loadbook/drivers')
      return jsonResponse({
        message: 'OK',
        data: [
          { id: 5, name: 'Ana Lopez', truck: 'TX 1 AB', compliance: null },
          { id: 7, name: 'Brian Harris', truck: null, compliance: null },
          { id: 9, name: 'Kim Ortiz', truck: null, compliance: 'CDL expired' },
        ],
      });
    if (call.url.startsWith('/api/messages/conversations'))
      return jsonResponse({
        message: 'OK',
        data: {
          items: [
            {
              driver: { id: 7, name: 'Brian Harris' },
              lastMessage: {
                id: 1,
                driverId: 7,
                from: 'driver',
                author: { id: 7, name: 'Brian Harris' },
                body: 'At the dock',
                loadId: null,
                loadNumber: null,
                createdAt: AT,
                readAt: null,
              },
              unreadCount: 1,
              lastAt: AT,
            },
          ],
          total: 1,
          page: 1,
          take: 100,
          unreadCount: 1,
        },
      });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

describe('New message (docs/decisions/0066-driver-messages.md)', () => {
  it('offers the active drivers without a conversation, by name, and opens the chosen one', async () => {
    const server = stubServer();
    const onOpen = vi.fn();
    renderWithProviders(<NewMessage onOpen={onOpen} />);
    // Nothing is asked before the dialog opens.
    expect(server.calls).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await waitFor(() =>
      expect(server.calls.map((c) => c.url)).toEqual(
        expect.arrayContaining(['/api/loadbook/drivers', '/api/messages/conversations?page=1&take=100']),
      ),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Driver' }));
    // Writing is not dispatching: a blocked driver is offered as any other, without the reason.
    expect(await screen.findByRole('option', { name: 'Kim Ortiz' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ana Lopez · TX 1 AB' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Brian Harris/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Write' })).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: 'Driver' }), 'kim');
    await user.click(await screen.findByRole('option', { name: 'Kim Ortiz' }));
    await user.click(within(dialog).getByRole('button', { name: 'Write' }));
    expect(onOpen).toHaveBeenCalledWith(9);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument(),
    );
  });
});
