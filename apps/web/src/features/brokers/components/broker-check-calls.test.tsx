import { staleRecordMessage } from '@fletx/contract/audit';
import type { BrokerContact } from '@fletx/contract/brokers';
import type { CheckCallsSettings } from '@fletx/contract/check-calls';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../../test/test-utils';
import { callsTo, versionedRecord } from '../../../../test/versioned-record';
import { BrokerCheckCalls } from './broker-check-calls';

const STALE = staleRecordMessage('Ana Ruiz', 'broker', '30/11/2026 09:50 UTC');
const URL = '/api/brokers/7/check-calls';
const contact: BrokerContact = {
  id: 70,
  brokerId: 7,
  contactName: 'Lena Park',
  role: 'Dispatch',
  phoneNumber: '5125550100',
  email: 'lena@acme.com',
};
const settings = (minutes: number): CheckCallsSettings => ({
  contacts: [70],
  events: ['delivered'],
  detentionFreeMinutes: minutes,
  unsubscribed: [],
});

beforeEach(() => {
  storeSession();
});

describe('a broker\'s check calls: stale edits (docs/product.md "Stale edits")', () => {
  it('saves with the broker’s version, then from the answer; a 412 shows who changed the broker', async () => {
    const broker = versionedRecord({ data: settings(120), version: 6, stale: STALE });
    const server = stubFetch((call) => {
      if (call.url === URL && call.method === 'GET') return broker.read();
      if (call.url === URL && call.method === 'PUT')
        return broker.change(call, 'The check calls have been saved.', {
          ...settings(0),
          ...(call.body as Partial<CheckCallsSettings>),
        });
      return jsonResponse({ message: 'OK', data: [] });
    });
    renderWithProviders(<BrokerCheckCalls brokerId={7} contacts={[contact]} />);
    const user = userEvent.setup();
    const minutes = () => screen.getByLabelText(/Free time at a stop/);
    const save = async (value: string) => {
      await user.clear(minutes());
      await user.type(minutes(), value);
      await user.click(screen.getByRole('button', { name: 'Save' }));
    };
    await waitFor(() => expect(minutes()).toHaveValue('120'));

    await save('90');
    expect(await screen.findByText('The check calls have been saved.')).toBeInTheDocument();
    await save('60');
    await waitFor(() => expect(callsTo(server.calls, 'PUT', URL).ifMatch).toEqual(['"6"', '"7"']));

    broker.savedElsewhere(settings(30));
    await save('45');
    expect(await screen.findByTestId('stale-record-alert')).toHaveTextContent(STALE);
    expect(minutes()).toHaveValue('45');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(minutes()).toHaveValue('30'));
  });
});
