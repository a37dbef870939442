import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';

describe('the driver profile without its driver (docs/product.md "Driver profile")', () => {
  it('says the driver could not be loaded, and why, as every record page does', async () => {
    storeSession({ role: 'Carriers' });
    stubFetch((call) =>
      call.url.startsWith('/api/infodriver/driverinformation/user/')
        ? jsonResponse({ statusCode: 404, error: 'NotFound', message: 'This driver does not exist.' }, 404)
        : jsonResponse({ message: 'OK', data: { items: [], meta: { unreadCount: 0 } } }),
    );
    renderApp('/fletx/driver-information?id=999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The driver could not be loaded.');
    expect(alert).toHaveTextContent('This driver does not exist.');
  });

  it('asks to open one from the list when the address names none', async () => {
    storeSession({ role: 'Carriers' });
    stubFetch(() => jsonResponse({ message: 'OK', data: { items: [], meta: { unreadCount: 0 } } }));
    renderApp('/fletx/driver-information');
    expect(await screen.findByText('No driver chosen')).toBeInTheDocument();
    expect(screen.getByText('Open a driver from the drivers list.')).toBeInTheDocument();
  });
});
