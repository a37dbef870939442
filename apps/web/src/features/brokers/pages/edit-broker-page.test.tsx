import { staleRecordMessage } from '@fletx/contract/audit';
import type { Broker, BrokerContact } from '@fletx/contract/brokers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPage, jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';
import { versionedResponse } from '../../../../test/versioned-record';

const BROKER_ID = 7;
const STALE = staleRecordMessage('Ana Ruiz', 'broker', '24/11/2026 10:31 UTC');

const contact: BrokerContact = {
  id: 70,
  brokerId: BROKER_ID,
  contactName: 'Lena Park',
  role: 'Dispatch',
  phoneNumber: '5125550100',
  email: 'lena@acme.com',
};

/** The broker as stored at version 3 (when the form opens) and at version 4 (after Ana's save). */
const version3: Broker = {
  id: BROKER_ID,
  brokerName: 'Acme Freight',
  mcNumber: 'MC-1234',
  involvingEmail: 'ap@acme.com',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  daysToPay: 30,
  status: 'Approved',
  comment: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const versions: Record<number, Broker> = {
  3: version3,
  4: { ...version3, daysToPay: 45, updatedAt: '2026-11-24T10:31:00.000Z' },
};

/**
 * The server: the broker is at version 3 until Ana's save (made elsewhere, `anaSaves()`), then at 4. An update
 * whose If-Match is not the stored version answers 412, as the API does (docs/product.md "Stale edits").
 */
function stubServer() {
  let stored = 3;
  const detail = (version: number) =>
    versionedResponse(
      { message: 'OK', data: { info: versions[version], extraData: { brokerContactPeople: [contact] } } },
      version,
    );
  const server = stubFetch((call) => {
    if (call.url === `/api/bookings/brokers/findDetailBroker/${BROKER_ID}`) return detail(stored);
    if (call.url === `/api/bookings/brokers/${BROKER_ID}` && call.method === 'PUT') {
      if (call.headers.get('If-Match') !== `"${stored}"`)
        return jsonResponse({ statusCode: 412, error: 'PreconditionFailed', message: STALE }, 412);
      stored += 1;
      return new Response(
        JSON.stringify({
          message: 'The broker has been updated.',
          data: { info: versions[4], extraData: { brokerContactPeople: [contact] } },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }
    if (call.url.startsWith('/api/audit')) return jsonResponse({ message: 'OK', data: emptyPage });
    return jsonResponse({ message: 'OK', data: [] });
  });
  return {
    ...server,
    anaSaves: () => {
      stored = 4;
    },
    puts: () => server.calls.filter((c) => c.method === 'PUT'),
  };
}

beforeEach(() => {
  storeSession();
});

describe('Edit broker: a stale edit (docs/product.md "Stale edits")', () => {
  it('keeps the form on a 412, shows who changed it with Reload, and saves once reloaded', async () => {
    const server = stubServer();
    renderApp(`/fletx/edit-broker?id=${BROKER_ID}`);
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Broker name/);
    expect(name).toHaveValue('Acme Freight');

    server.anaSaves();
    await user.clear(name);
    await user.type(name, 'Acme Freight West');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByTestId('stale-record-alert');
    expect(alert).toHaveTextContent('Your changes were not saved');
    expect(alert).toHaveTextContent(STALE);
    expect(server.puts()[0]?.headers.get('If-Match')).toBe('"3"');
    // The form stays as the person left it, and no popup stands in for the alert.
    expect(screen.getByLabelText(/Broker name/)).toHaveValue('Acme Freight West');
    expect(screen.getByLabelText(/Days to pay/)).toHaveValue('30');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText(/Days to pay/)).toHaveValue('45'));
    expect(screen.getByLabelText(/Broker name/)).toHaveValue('Acme Freight');
    expect(screen.queryByTestId('stale-record-alert')).not.toBeInTheDocument();

    const reloaded = screen.getByLabelText(/Broker name/);
    await user.clear(reloaded);
    await user.type(reloaded, 'Acme Freight West');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The broker has been updated.')).toBeInTheDocument();
    expect(server.puts()).toHaveLength(2);
    expect(server.puts()[1]?.headers.get('If-Match')).toBe('"4"');
    expect(server.puts()[1]?.body).toMatchObject({ brokerName: 'Acme Freight West', daysToPay: 45 });
  });
});
