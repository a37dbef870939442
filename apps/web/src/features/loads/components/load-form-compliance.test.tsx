import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';

const REASON = "Cora Lee: Commercial driver's licence expired on 21/11/2026";

function stubServer() {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/loadbook/drivers'))
      return jsonResponse({
        message: 'OK',
        data: [
          { id: 1, name: 'Ana Ruiz', truck: 'TX1234', compliance: null },
          { id: 2, name: 'Cora Lee', truck: 'TX5678', compliance: REASON },
        ],
      });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

/** A new load's form for a user of `role` with its driver choices open; returns the user events' user. */
async function openDriverChoices(role: 'Dispatcher' | 'Admin user') {
  storeSession({ role });
  stubServer();
  renderApp('/fletx/add-load-driver?typeForm=new');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: /Driver/ }));
  return user;
}

describe('the load form and compliance (docs/product.md "Compliance")', () => {
  it('asks for a driver as the other forms do', async () => {
    storeSession({ role: 'Dispatcher' });
    stubServer();
    renderApp('/fletx/add-load-driver?typeForm=new');
    const driver = await screen.findByRole('combobox', { name: /Driver/ });
    await waitFor(() => expect(driver).toHaveAttribute('placeholder', 'Select a driver'));
  });

  it('a Dispatcher sees the reason beside the name and cannot choose the driver', async () => {
    await openDriverChoices('Dispatcher');
    const blocked = await screen.findByRole('option', { name: `Cora Lee · TX5678 — ${REASON}` });
    expect(blocked).toHaveAttribute('data-combobox-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Ana Ruiz · TX1234' })).not.toHaveAttribute(
      'data-combobox-disabled',
    );
  });

  it('an Admin user may choose them, sees why, and is asked for an override reason', async () => {
    const user = await openDriverChoices('Admin user');
    await user.click(await screen.findByRole('option', { name: `Cora Lee · TX5678 — ${REASON}` }));
    const alert = await screen.findByTestId('compliance-block');
    expect(alert).toHaveTextContent('Compliance blocks this driver');
    expect(alert).toHaveTextContent(REASON);
    expect(screen.getByLabelText('Override reason')).toBeInTheDocument();
  });
});
