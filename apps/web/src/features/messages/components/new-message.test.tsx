import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/test-utils';
import { NewMessage } from './new-message';

const AT = '2026-12-01T15:00:00.000Z';

/** A conversation of the list's answer, its last message from the driver. */
const conversation = (id: number, name: string) => ({
  driver: { id, name },
  lastMessage: {
    id,
    driverId: id,
    from: 'driver',
    author: { id, name },
    body: 'At the dock',
    loadId: null,
    loadNumber: null,
    createdAt: AT,
    readAt: null,
  },
  unreadCount: 1,
  lastAt: AT,
});

/**
 * 101 active drivers, each with a conversation: Driver 1 to Driver 100 are the newest 100 (the API's largest
 * page), Ana Lopez (101) the oldest one, beyond them; Kim Ortiz (102) has none yet and a compliance block.
 */
function stubServer() {
  const talking = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, name: `Driver ${i + 1}` }));
  return stubFetch((call) => {
    if (call.url === '/api/loadbook/drivers')
      return jsonResponse({
        message: 'OK',
        data: [
          ...talking.map((d) => ({ ...d, truck: null, compliance: null })),
          { id: 101, name: 'Ana Lopez', truck: 'TX 1 AB', compliance: null },
          { id: 102, name: 'Kim Ortiz', truck: null, compliance: 'CDL expired' },
        ],
      });
    if (call.url.startsWith('/api/messages/conversations'))
      return jsonResponse({
        message: 'OK',
        data: {
          items: talking.map((d) => conversation(d.id, d.name)),
          total: 101,
          page: 1,
          take: 100,
          unreadCount: 101,
        },
      });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

describe('New message (docs/decisions/0066-driver-messages.md)', () => {
  it('offers every active driver by name, with a conversation or without, and opens the chosen one', async () => {
    const server = stubServer();
    const onOpen = vi.fn();
    renderWithProviders(<NewMessage onOpen={onOpen} />);
    // Nothing is asked before the dialog opens.
    expect(server.calls).toHaveLength(0);
    const user = userEvent.setup();
    const pick = async (typed: string, option: string) => {
      await user.click(screen.getByRole('button', { name: 'New message' }));
      const dialog = await screen.findByRole('dialog', { name: 'New message' });
      const driver = within(dialog).getByRole('combobox', { name: 'Driver' });
      await user.type(driver, typed);
      await user.click(await screen.findByRole('option', { name: option }));
      await user.click(within(dialog).getByRole('button', { name: 'Write' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument(),
      );
    };

    // One of the newest 100 conversations: its driver is offered, and the conversation opens.
    await pick('Driver 7', 'Driver 7');
    expect(onOpen).toHaveBeenLastCalledWith(7);
    // The oldest conversation, beyond the API's largest page, is offered as well.
    await pick('ana', 'Ana Lopez · TX 1 AB');
    expect(onOpen).toHaveBeenLastCalledWith(101);
    // Writing is not dispatching: a blocked driver is offered as any other, without the reason.
    await pick('kim', 'Kim Ortiz');
    expect(onOpen).toHaveBeenLastCalledWith(102);
    // The drivers are the whole answer: no page of conversations is read to leave some out.
    expect(new Set(server.calls.map((c) => c.url))).toEqual(new Set(['/api/loadbook/drivers']));
  });
});
