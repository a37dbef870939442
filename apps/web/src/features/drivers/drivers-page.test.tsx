import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyPage, jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';

const noDrivers = { message: 'ok', data: emptyPage };

describe('Drivers list', () => {
  it('searches on Enter and says when the search finds no driver', async () => {
    storeSession();
    const { calls } = stubFetch((call) =>
      call.url.startsWith('/api/user/all/info/drivers')
        ? jsonResponse(noDrivers)
        : jsonResponse({ message: 'ok', data: { items: [], meta: { unreadCount: 0 } } }),
    );
    renderApp('/fletx/drivers');
    expect(await screen.findByText('No drivers yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'zed{Enter}');
    expect(await screen.findByText('No driver matches “zed”.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.startsWith('/api/user/all/info/drivers') && c.url.includes('search=zed')),
      ).toBe(true),
    );
  });

  it('keeps a licence plate on one line', async () => {
    storeSession();
    const driver = {
      id: 8,
      tractorVIN: '1XKYD49X09J194727',
      name: 'Curtis Perez',
      email: 'curtis.perez@drivers.fletx.app',
      unitNumber: '109',
      powerOnly: false,
      licensePlate: 'TX 6618 KT',
      licensePlateExpiration: '2027-05-28',
      leaseAgreement: null,
      status: 'Active',
      statusId: 2,
    };
    stubFetch((call) =>
      call.url.startsWith('/api/user/all/info/drivers')
        ? jsonResponse({ ...noDrivers, data: { ...noDrivers.data, items: [driver] } })
        : jsonResponse({ message: 'ok', data: { items: [], meta: { unreadCount: 0 } } }),
    );
    renderApp('/fletx/drivers');
    const plate = await screen.findByText('TX 6618 KT');
    expect(plate).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
