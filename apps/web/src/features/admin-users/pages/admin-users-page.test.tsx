import type { UserWire } from '@fletx/contract/users';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';

const person = (id: number, role: string, first: string): UserWire => ({
  id,
  first_name: first,
  last_name: 'Reyes',
  email: `${first.toLowerCase()}.reyes@fletx.app`,
  phone: '2145550142',
  role,
  usertype: role,
  assignedDrivers: [],
  createdAt: '2026-11-01T10:00:00.000Z',
});

beforeEach(() => storeSession());

describe('Admin Users list', () => {
  // The spec: 'The role is displayed per user in the table' (its value: Carriers, Dispatcher, Admin user).
  it("shows each user's role as stored: Carriers, Dispatcher, Admin user", async () => {
    stubFetch((call) =>
      call.url.startsWith('/api/user/findBy/')
        ? jsonResponse({
            message: 'OK',
            data: {
              items: [
                person(1, 'Carriers', 'Tom'),
                person(2, 'Dispatcher', 'Ana'),
                person(3, 'Admin user', 'Eva'),
              ],
              meta: { itemCount: 3, totalItems: 3, itemsPerPage: 10, totalPages: 1, currentPage: 1 },
            },
          })
        : jsonResponse({ message: 'OK', data: [] }),
    );
    renderApp('/fletx/dispatchers-admin-users');
    const tom = await screen.findByRole('row', { name: /tom\.reyes/ });
    expect(within(tom).getByText('Carriers')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /ana\.reyes/ })).getByText('Dispatcher'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /eva\.reyes/ })).getByText('Admin user'),
    ).toBeInTheDocument();
  });
});
