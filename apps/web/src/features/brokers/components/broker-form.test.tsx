import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/test-utils';
import { BrokerForm, toFormValues } from './broker-form';

function renderForm() {
  const onSubmit = vi.fn();
  renderWithProviders(
    <BrokerForm defaultValues={toFormValues()} submitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />,
  );
  return { onSubmit, user: userEvent.setup() };
}

async function fillBroker(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Broker name/), 'Acme Freight');
  await user.type(screen.getByLabelText(/MC number/), 'mc-1234');
  await user.type(screen.getByLabelText(/Invoicing email/), 'ap@acme.com');
  await user.type(screen.getByLabelText(/Days to pay/), '30');
  await user.type(screen.getByLabelText(/Address/), '1 Main St');
  await user.type(screen.getByLabelText(/^City/), 'Austin');
  await user.click(screen.getByRole('combobox', { name: /State/ }));
  await user.click(await screen.findByRole('option', { name: 'TX — Texas' }));
  await user.type(screen.getByLabelText(/ZIP code/), '78701');
}

describe('BrokerForm (docs/product.md "Broker form")', () => {
  it("alerts 'All info must not be provided' when broker fields are missing, and does not submit", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All info must not be provided')).toBeInTheDocument();
    expect(screen.getAllByText('Required field').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("alerts 'Contact info must not be provided' with zero contact rows", async () => {
    const { onSubmit, user } = renderForm();
    await fillBroker(user);
    await user.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact info must not be provided')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the normalised body with its contact rows', async () => {
    const { onSubmit, user } = renderForm();
    await fillBroker(user);
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    for (const [index, name] of ['Ana Ruiz', 'Ben Ode'].entries()) {
      const row = screen.getByRole('group', { name: `Contact ${index + 1}` });
      await user.type(within(row).getByLabelText(/Contact name/), name);
      await user.type(within(row).getByLabelText(/Role/), 'Dispatch');
      await user.type(within(row).getByLabelText(/Phone number/), '5125550100');
      await user.type(within(row).getByLabelText(/Email/), `c${index}@acme.com`);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      brokerName: 'Acme Freight',
      mcNumber: 'MC-1234',
      state: 'TX',
      zipCode: '78701',
      daysToPay: 30,
      contactPeople: [{ contactName: 'Ana Ruiz' }, { contactName: 'Ben Ode' }],
    });
  });
});
