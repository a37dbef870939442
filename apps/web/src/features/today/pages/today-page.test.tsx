import type { TodaySummary } from '@fletx/contract/today';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';

const summary = (overrides: Partial<TodaySummary> = {}): TodaySummary => ({
  asOf: '2026-11-30T09:00:00.000Z',
  rateConfirmations: { toReview: 2, failed: 1 },
  dispatch: { unassigned: 5 },
  reports: { pending: 0, inProgress: 0 },
  deliveries: { toApprove: 3 },
  compliance: { expired: 1, expiringIn30: 4, missing: 0 },
  maintenance: { overdue: 0, dueSoon: 2 },
  invoices: { drafts: 6, overdue: 2, overdueBalance: 4210.5 },
  settlements: { toPay: 3 },
  ...overrides,
});

const serve = (data: TodaySummary) =>
  stubFetch((call) =>
    call.url.startsWith('/api/today')
      ? jsonResponse({ message: 'OK', data })
      : jsonResponse({ message: 'OK', data: [] }),
  );

const card = (title: string) => screen.getByRole('region', { name: title });

describe('the Today screen (docs/product.md "Today")', () => {
  it('shows each figure that waits as a link to its list with the filter, urgent ones in red, and "Nothing waiting" elsewhere', async () => {
    storeSession({ role: 'Carriers' });
    serve(summary());
    renderApp('/fletx/today');
    expect(await screen.findByRole('heading', { level: 2, name: 'Rate confirmations' })).toBeInTheDocument();

    const rateConfirmations = within(card('Rate confirmations'));
    expect(rateConfirmations.getByRole('link', { name: /^2 read, to review/ })).toHaveAttribute(
      'href',
      '/fletx/rate-confirmations?status=parsed',
    );
    expect(rateConfirmations.getByRole('link', { name: '1 could not be read' })).toHaveAttribute(
      'href',
      '/fletx/rate-confirmations?status=failed',
    );
    expect(
      within(card('Dispatch')).getByRole('link', { name: /^5 without a driver, picking up within 7 days/ }),
    ).toHaveAttribute('href', '/fletx/dispatch');
    expect(within(card('Driver reports')).getByText('Nothing waiting.')).toBeInTheDocument();
    const compliance = within(card('Compliance'));
    expect(compliance.getByRole('link', { name: '1 expired' })).toHaveAttribute(
      'href',
      '/fletx/compliance?state=expired',
    );
    expect(compliance.queryByRole('link', { name: /missing/ })).not.toBeInTheDocument();
    expect(within(card('Maintenance')).getByRole('link', { name: '2 due soon' })).toHaveAttribute(
      'href',
      '/fletx/maintenance?state=due_soon',
    );
    const invoices = within(card('Invoices'));
    expect(invoices.getByRole('link', { name: '2 overdue · $4,210.50 due' })).toHaveAttribute(
      'href',
      '/fletx/invoices?status=overdue',
    );
    expect(invoices.getByRole('link', { name: '6 drafts to send' })).toBeInTheDocument();
    expect(
      within(card('Driver pay')).getByRole('link', { name: '3 weekly settlements of weeks ended, to pay' }),
    ).toHaveAttribute('href', '/fletx/settlements?period=ended&status=unpaid');
    expect(
      within(card('Delivery approval')).getByRole('link', { name: '3 ended loads to approve' }),
    ).toBeInTheDocument();
  });

  it('shows a Dispatcher neither invoices nor delivery approval', async () => {
    storeSession({ role: 'Dispatcher' });
    serve(summary({ invoices: null, settlements: null }));
    renderApp('/fletx/today');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dispatch' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Invoices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Driver pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Delivery approval' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Maintenance' })).toBeInTheDocument();
  });

  it('reads the queue\'s limit as "500+": the board lists at most 500 loads without a driver', async () => {
    storeSession({ role: 'Dispatcher' });
    serve(summary({ invoices: null, settlements: null, dispatch: { unassigned: 500 } }));
    renderApp('/fletx/today');
    expect(
      await screen.findByRole('link', { name: /^500\+ without a driver, picking up within 7 days/ }),
    ).toBeInTheDocument();
  });
});
