import type { DeliveryDetail } from '@fletx/contract/delivery-approval';
import { computeStatement } from '@fletx/contract/statement';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endedLoad } from '../../../test/sample-delivery';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';

const input = { tripRate: 100_000, accessorials: [12_500], osd: [] };
const detail: DeliveryDetail = {
  load: endedLoad,
  transactions: [],
  accessorials: [],
  osd: [],
  statement: computeStatement({ ...input, quickPay: false }),
  statementQuickPay: computeStatement({ ...input, quickPay: true }),
  approved: null,
};

function serve() {
  return stubFetch((call) =>
    call.url.startsWith('/api/delivery-approval/7')
      ? jsonResponse(
          { message: 'The OS&D entry has been added.', data: detail },
          call.method === 'POST' ? 201 : 200,
        )
      : jsonResponse({ message: 'ok' }),
  );
}

describe('delivery approval detail', () => {
  it('hides Approve from a Dispatcher', async () => {
    storeSession({ role: 'Dispatcher' });
    serve();
    renderApp('/fletx/delivery-approval-detail?id=7');
    expect(await screen.findByText('Trip LD-7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows Approve to a carrier, the quick-pay discount when switched on, and sends OS&D in exact cents', async () => {
    storeSession({ role: 'Carriers' });
    const { calls } = serve();
    renderApp('/fletx/delivery-approval-detail?id=7');
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    const user = userEvent.setup();
    expect(screen.queryByText('Quick-pay discount (1.5 %)')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Quick pay (1.5 % discount)'));
    expect(screen.getByText('Quick-pay discount (1.5 %)')).toBeInTheDocument();
    expect(screen.getByTestId('statement-Net')).toHaveTextContent('$939.37');

    await user.click(screen.getByRole('combobox', { name: /^Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Damaged' }));
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'Crushed pallet');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '12.34');
    await user.click(screen.getByRole('button', { name: 'Add OS&D' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'damaged',
      note: 'Crushed pallet',
      amount_cents: 1234,
    });
  });

  it('writes what is taken off as negative money, as everywhere: OS&D, the fee, the quick-pay discount', async () => {
    storeSession({ role: 'Carriers' });
    const short = { id: 1, kind: 'short' as const, note: 'Short 3 cases', amount_cents: 4_275 };
    const entry = { ...short, created_by: 'Maria González', created_at: '2026-03-02T10:00:00Z' };
    const withOsd = { ...input, osd: [4_275] };
    const shown: DeliveryDetail = {
      ...detail,
      osd: [entry],
      statement: computeStatement({ ...withOsd, quickPay: false }),
      statementQuickPay: computeStatement({ ...withOsd, quickPay: true }),
    };
    stubFetch((call) =>
      call.url.startsWith('/api/delivery-approval/7')
        ? jsonResponse({ message: 'OK', data: shown })
        : jsonResponse({ message: 'ok' }),
    );
    renderApp('/fletx/delivery-approval-detail?id=7');
    await userEvent.setup().click(await screen.findByLabelText('Quick pay (1.5 % discount)'));
    expect(screen.getByTestId('statement-OS&D')).toHaveTextContent(/^-\$42\.75$/);
    expect(screen.getByTestId('statement-Accessorials')).toHaveTextContent(/^\$125\.00$/);
    expect(screen.getByTestId('statement-Product fee (15 %)')).toHaveTextContent(/^-\$/);
    expect(screen.getByTestId('statement-Quick-pay discount (1.5 %)')).toHaveTextContent(/^-\$/);
    const table = screen.getByRole('table', { name: 'OS&D' });
    expect(within(table).getByRole('row', { name: /Short 3 cases/ })).toHaveTextContent('-$42.75');
  });

  it('asks before approving, which cannot be undone, and approves only once confirmed', async () => {
    storeSession({ role: 'Carriers' });
    const { calls } = serve();
    renderApp('/fletx/delivery-approval-detail?id=7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve delivery?' });
    expect(dialog).toHaveTextContent('Kevin White will be paid $956.25 for LD-7');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const again = await screen.findByRole('dialog', { name: 'Approve delivery?' });
    await user.click(within(again).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/delivery-approval/7/approve',
        body: { quickPay: false },
      }),
    );
  });

  it('an approved delivery takes no more OS&D: its empty list does not point to a form that is gone', async () => {
    storeSession({ role: 'Dispatcher' });
    const approved: DeliveryDetail = {
      ...detail,
      load: { ...endedLoad, loadbook_status_id: 12, status_name: 'Delivery approved' },
      approved: {
        ...computeStatement({ ...input, quickPay: false }),
        quickPay: false,
        approvedBy: 'Maria González',
        approvedAt: '2026-11-30T19:30:08.000Z',
      },
    };
    stubFetch((call) =>
      call.url.startsWith('/api/delivery-approval/7')
        ? jsonResponse({ message: 'OK', data: approved })
        : jsonResponse({ message: 'ok' }),
    );
    renderApp('/fletx/delivery-approval-detail?id=7');
    expect(await screen.findByText(/Approved by Maria González/)).toBeInTheDocument();
    const osd = screen.getByRole('table', { name: 'OS&D' });
    expect(osd).toHaveTextContent('No OS&D was taken off this delivery.');
    expect(osd).not.toHaveTextContent('below');
    expect(screen.queryByRole('button', { name: 'Add OS&D' })).not.toBeInTheDocument();
  });
});
