import { stopMessages } from '@fletx/contract/stops';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';

/**
 * The stops' rules in the booking and load forms (docs/product.md "Stops"), from the contract: each shows
 * under its field on the first submit, while the other required fields are still empty.
 */
const FORMS = [
  { name: 'the load form', path: '/fletx/add-load-driver?typeForm=new', submit: 'Save' },
  { name: 'the booking form', path: '/fletx/add-booking', submit: 'Create booking' },
];

/** The field's wrapper: its label, input and error. */
const fieldOf = (label: RegExp) => {
  const wrapper = screen.getByLabelText(label).closest('.mantine-InputWrapper-root');
  if (!(wrapper instanceof HTMLElement)) throw new Error(`no wrapper for ${label}`);
  return wrapper;
};

/** Types the stops' four times as QA did, everything else left empty, and submits. */
async function submitTimes(submit: string, times: Record<string, string>) {
  for (const [label, value] of Object.entries(times))
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  await userEvent.setup().click(screen.getByRole('button', { name: submit }));
}

describe.each(FORMS)('the stops of $name', ({ path, submit }) => {
  it('shows a delivery opening before the pickup under the delivery open time, and sends nothing', async () => {
    storeSession({ role: 'Dispatcher' });
    const { calls } = stubFetch(() => jsonResponse({ message: 'OK', data: [] }));
    renderApp(path);
    await screen.findByLabelText(/^Delivery open time/);
    await submitTimes(submit, {
      'Pickup open time': '10/12/2026 08:00',
      'Pickup close time': '10/12/2026 12:00',
      'Delivery open time': '08/12/2026 08:00',
      'Delivery close time': '08/12/2026 12:00',
    });
    expect(
      await within(fieldOf(/^Delivery open time/)).findByText(stopMessages.deliveryBeforePickup),
    ).toBeInTheDocument();
    expect(screen.getAllByText(stopMessages.deliveryBeforePickup)).toHaveLength(1);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows a close time before its open time on the first submit', async () => {
    storeSession({ role: 'Dispatcher' });
    stubFetch(() => jsonResponse({ message: 'OK', data: [] }));
    renderApp(path);
    await screen.findByLabelText(/^Pickup close time/);
    await submitTimes(submit, {
      'Pickup open time': '10/12/2026 08:00',
      'Pickup close time': '10/12/2026 07:00',
    });
    expect(
      await within(fieldOf(/^Pickup close time/)).findByText(stopMessages.closeBeforeOpen),
    ).toBeInTheDocument();
    expect(screen.queryByText(stopMessages.deliveryBeforePickup)).not.toBeInTheDocument();
  });
});
