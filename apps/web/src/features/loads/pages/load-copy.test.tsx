import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadExtras, sampleLoad } from '../../../../test/sample-load';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';
import { copiedLoadFormValues } from '../components/load-form';

const finished = { ...sampleLoad, loadbook_status_id: 12, status_name: 'Delivery approved', finished: true };
const extraData = loadExtras(finished);

function stubServer() {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/loadbook/find/41'))
      return jsonResponse({ message: 'OK', data: { info: [finished], extraData } });
    if (call.url.startsWith('/api/bookings/brokers/listApproved'))
      return jsonResponse({ message: 'OK', data: [{ id: 1, brokerName: 'CH Robinson' }] });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

describe('Copy as new load (docs/product.md "Load form")', () => {
  it('keeps the lane, the freight and the money; leaves the number, the times and the driver empty', () => {
    const values = copiedLoadFormValues(finished);
    expect(values).toMatchObject({
      typeForm: 'new',
      broker_id: '1',
      nameLocationPickup: 'Walmart DC 6094',
      city_pickup: 'Dallas',
      postalCodePickup: '75261',
      phone_pickup: '2145550100',
      city_delivery: 'Atlanta',
      state_code_delivery: 'GA',
      product_name: 'Canned goods',
      freight_company: '2450.50',
      load_weight: '42000',
      distance_miles: '781',
      instructions: 'Dock 4',
      trailer_type: '1',
      trailer_dimensions: '53 ft',
      loadType: 'FTL',
    });
    expect(values).toMatchObject({
      id_number: '',
      user_id: '',
      open_time_pickup: '',
      close_time_pickup: '',
      open_time_delivery: '',
      close_time_delivery: '',
    });
  });

  it('opens the new-load form filled from a finished load, saying what is left to enter', async () => {
    storeSession({ role: 'Dispatcher' });
    stubServer();
    renderApp('/fletx/add-load-driver?typeForm=new&copyOf=41');
    const notice = await screen.findByTestId('copied-load');
    expect(notice).toHaveTextContent('A copy of load LD-41');
    expect(notice).toHaveTextContent(
      "Enter this load's ID number, its pickup and delivery times and its driver.",
    );
    expect(screen.getByRole('heading', { name: 'Add new load' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /ID number/ })).toHaveValue('');
    expect(screen.getAllByDisplayValue('Dallas').length).toBeGreaterThan(0);
    expect(screen.getByDisplayValue('Walmart DC 6094')).toBeInTheDocument();
    // The trip rate's rate per mile, as the form reads it ($2,450.50 over 781 mi).
    expect(screen.getByText('$3.14/mi over 781 mi')).toBeInTheDocument();
    const user = userEvent.setup();
    const distance = screen.getByRole('textbox', { name: 'Distance (miles)' });
    await user.clear(distance);
    await user.type(distance, '980');
    expect(await screen.findByText('$2.50/mi over 980 mi')).toBeInTheDocument();
    await user.clear(distance);
    await waitFor(() => expect(screen.queryByText(/\/mi over/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('says so when the load to copy is not there', async () => {
    storeSession({ role: 'Dispatcher' });
    stubFetch((call) =>
      call.url.startsWith('/api/loadbook/find/')
        ? jsonResponse({ message: 'OK', data: { info: [], extraData } })
        : jsonResponse({ message: 'OK', data: [] }),
    );
    renderApp('/fletx/add-load-driver?typeForm=new&copyOf=99');
    expect(await screen.findByText('The load to copy does not exist.')).toBeInTheDocument();
  });
});
