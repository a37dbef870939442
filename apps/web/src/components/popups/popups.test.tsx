import { SUCCESS_POPUP_MS } from '@fletx/contract/constants';
import { messages } from '@fletx/contract/messages';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/test-utils';
import { ApiError } from '../../lib/api-client';
import { confirmDelete, showAlert, showError, showSuccess } from './popups';

describe('popups', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a success popup closes itself after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<div />);
    act(() => {
      showSuccess('The truck was saved.');
    });
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent('The truck was saved.');

    act(() => {
      vi.advanceTimersByTime(SUCCESS_POPUP_MS - 100);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an error popup stays until OK is pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<div />);
    act(() => {
      showError('The plate is already registered.');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('The plate is already registered.');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("confirms a deletion, then shows 'Deleted!' with the server's message", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => 'User deleted.');
    const onDeleted = vi.fn();
    renderWithProviders(<div />);
    act(() => {
      confirmDelete({ onConfirm, onDeleted });
    });

    const dialog = await screen.findByRole('dialog', { name: messages.deleteConfirmTitle });
    expect(dialog).toHaveTextContent(messages.deleteConfirmText);
    await user.click(screen.getByRole('button', { name: messages.deleteConfirmButton }));

    expect(await screen.findByRole('dialog', { name: messages.deleted })).toHaveTextContent('User deleted.');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('cancelling a deletion deletes nothing', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => 'User deleted.');
    renderWithProviders(<div />);
    act(() => {
      confirmDelete({ onConfirm });
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows the server's message when a deletion fails", async () => {
    const user = userEvent.setup();
    renderWithProviders(<div />);
    act(() => {
      confirmDelete({
        onConfirm: async () => {
          throw new ApiError({ statusCode: 409, error: 'Conflict', message: 'The truck has loads.' });
        },
      });
    });
    await user.click(await screen.findByRole('button', { name: messages.deleteConfirmButton }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent('The truck has loads.');
  });

  it('an alert is visible text with role alert, and one id does not pile up', async () => {
    renderWithProviders(<div />);
    act(() => {
      showAlert(messages.provideEmail, { id: 'form' });
      showAlert(messages.provideEmail, { id: 'form' });
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(messages.provideEmail);
  });
});
