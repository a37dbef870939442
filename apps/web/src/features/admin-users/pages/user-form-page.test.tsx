import { staleRecordMessage } from '@fletx/contract/audit';
import { messages } from '@fletx/contract/messages';
import { type UserWire, userMessages } from '@fletx/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';
import { versionedResponse } from '../../../../test/versioned-record';

const USER_ID = 5;
const STALE = staleRecordMessage('Ana Ruiz', 'user', '24/11/2026 10:31 UTC');

const stored = (version: number): UserWire => ({
  id: USER_ID,
  first_name: 'James',
  last_name: 'Carter',
  email: 'james.carter@fletx.app',
  phone: version === 1 ? '4695550188' : '4695550199',
  role: 'Dispatcher',
  usertype: 'Dispatcher',
  assignedDrivers: [],
  createdAt: '2026-11-01T10:00:00.000Z',
});

/** The server: the user is at version 1 until Ana's save, then at 2; a stale If-Match answers 412. */
function stubServer() {
  let version = 1;
  const server = stubFetch((call) => {
    if (call.url === `/api/user/findById/?id=${USER_ID}`)
      return versionedResponse({ message: 'OK', data: stored(version) }, version);
    if (call.url === `/api/user/${USER_ID}` && call.method === 'PUT') {
      if (call.headers.get('If-Match') !== `"${version}"`)
        return jsonResponse({ statusCode: 412, error: 'PreconditionFailed', message: STALE }, 412);
      version += 1;
      return jsonResponse({ message: 'User updated successfully' });
    }
    if (call.url.startsWith('/api/audit'))
      return jsonResponse({
        message: 'OK',
        data: {
          items: [
            {
              id: 1,
              at: '2026-11-24T10:31:00.000Z',
              actorId: 9,
              actorName: 'Ana Ruiz',
              entityType: 'user',
              entityId: USER_ID,
              action: 'update',
              summary: null,
              changes: [{ field: 'phone', before: '4695550188', after: '4695550199' }],
            },
          ],
          meta: { itemCount: 1, totalItems: 1, itemsPerPage: 10, totalPages: 1, currentPage: 1 },
        },
      });
    return jsonResponse({ message: 'OK', data: [] });
  });
  return {
    anaSaves: () => {
      version = 2;
    },
    puts: () => server.calls.filter((c) => c.method === 'PUT'),
    auditCalls: () => server.calls.filter((c) => c.url.startsWith('/api/audit')),
  };
}

beforeEach(() => storeSession());

describe('Edit User: a stale edit and the History panel', () => {
  it('keeps the typed values on a 412, reloads the saved ones with their version, then saves', async () => {
    const server = stubServer();
    renderApp(`/fletx/new-user?id=${USER_ID}`);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/Phone Number/)).toHaveValue('4695550188'));

    server.anaSaves();
    await user.clear(screen.getByLabelText(/Last Name/));
    await user.type(screen.getByLabelText(/Last Name/), 'Carter-Lee');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByTestId('stale-record-alert');
    expect(alert).toHaveTextContent(STALE);
    expect(server.puts()[0]?.headers.get('If-Match')).toBe('"1"');
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Carter-Lee');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('4695550188');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText(/Phone Number/)).toHaveValue('4695550199'));
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Carter');
    expect(screen.queryByTestId('stale-record-alert')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Last Name/));
    await user.type(screen.getByLabelText(/Last Name/), 'Carter-Lee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(server.puts()[1]?.headers.get('If-Match')).toBe('"2"');
    expect(server.puts()[1]?.body).toMatchObject({ last_name: 'Carter-Lee', phone: '4695550199' });
  });

  it('does not swap the version under what the person typed when the record is read again', async () => {
    const server = stubServer();
    const { queryClient } = renderApp(`/fletx/new-user?id=${USER_ID}`);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/Phone Number/)).toHaveValue('4695550188'));
    await user.clear(screen.getByLabelText(/Last Name/));
    await user.type(screen.getByLabelText(/Last Name/), 'Carter-Lee');

    server.anaSaves();
    await queryClient.refetchQueries({ queryKey: ['users'] });
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Carter-Lee');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('4695550188');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('stale-record-alert')).toHaveTextContent(STALE);
    expect(server.puts()[0]?.headers.get('If-Match')).toBe('"1"');
  });

  it("shows the user's History under the form", async () => {
    const server = stubServer();
    renderApp(`/fletx/new-user?id=${USER_ID}`);
    const history = await screen.findByRole('table', { name: 'History' });
    expect(await within(history).findByText('Ana Ruiz')).toBeInTheDocument();
    expect(history).toHaveTextContent('Phone: 4695550188 → 4695550199');
    expect(server.auditCalls()[0]?.url).toBe(`/api/audit?entityType=user&entityId=${USER_ID}&page=1&take=10`);
  });
});

describe('New user: what the admin types (session 47 walk)', () => {
  it('"What is missing?" names the missing profile picture under it with the other fields', async () => {
    stubFetch(() => jsonResponse({ message: 'OK', data: [] }));
    renderApp('/fletx/new-user');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'What is missing?' }));
    expect(await screen.findAllByText('Required field')).not.toHaveLength(0);
    expect(screen.getByText(messages.requiredImage)).toBeInTheDocument();
  });

  it('shows a taken email under the Email field', async () => {
    stubFetch((call) =>
      call.url === '/api/user/create-user'
        ? jsonResponse(
            {
              statusCode: 409,
              error: 'Conflict',
              message: userMessages.emailTaken('robert.miller@fletx.app'),
            },
            409,
          )
        : jsonResponse({ message: 'OK', data: [] }),
    );
    renderApp('/fletx/new-user');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First Name/), 'Tom');
    await user.type(screen.getByLabelText(/Last Name/), 'Reyes');
    await user.type(screen.getByLabelText(/Email/), 'robert.miller@fletx.app');
    await user.type(screen.getByLabelText(/Phone Number/), '2145550142');
    await user.type(screen.getByLabelText(/^Password/), 'Fletx#Walk2026');
    await user.upload(
      screen.getByLabelText(/Profile picture/),
      new File(['png'], 'face.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText(/Email/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(userMessages.emailTaken('robert.miller@fletx.app')),
    );
  });
});
