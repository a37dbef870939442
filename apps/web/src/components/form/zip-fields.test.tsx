import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';

describe('a ZIP code field (the contract zipField: 5 digits)', () => {
  it("takes no sixth digit on the load form, and says a short one's rule in words", async () => {
    storeSession({ role: 'Dispatcher' });
    stubFetch(() => jsonResponse({ message: 'OK', data: [] }));
    renderApp('/fletx/add-load-driver?typeForm=new');
    const user = userEvent.setup();
    const pickup = await screen.findByRole('textbox', { name: /Pickup ZIP code/ });
    await user.type(pickup, '7526199');
    expect(pickup).toHaveValue('75261');
    expect(screen.queryByText('Maximum 5 characters')).toBeNull();

    const delivery = screen.getByRole('textbox', { name: /Delivery ZIP code/ });
    await user.type(delivery, '303');
    await user.tab();
    expect(await screen.findByText('Must be 5 digits')).toBeVisible();
  });

  it('is the same input on the load, booking and broker forms (AddressFields is also the carrier form)', async () => {
    storeSession({ role: 'Admin user' });
    stubFetch(() => jsonResponse({ message: 'OK', data: [] }));
    for (const path of ['/fletx/add-load-driver?typeForm=new', '/fletx/add-booking', '/fletx/add-broker']) {
      const { unmount } = renderApp(path);
      const zips = await screen.findAllByRole('textbox', { name: /ZIP code/ });
      for (const zip of zips) {
        expect(zip).toHaveAttribute('maxlength', '5');
        expect(zip).toHaveAttribute('autocomplete', 'postal-code');
      }
      unmount();
    }
  });
});
