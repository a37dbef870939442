import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPage, jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';

/** The server: no invoice matches whatever is asked. */
function stubServer() {
  return stubFetch((call) =>
    call.url.startsWith('/api/invoices?')
      ? jsonResponse({
          message: 'OK',
          data: { ...emptyPage, items: [], totals: { count: 0, amount: 0, balance: 0 } },
        })
      : jsonResponse({ message: 'OK', data: [] }),
  );
}

beforeEach(() => {
  storeSession();
});

describe('the invoices list, empty (docs/product.md "Invoices and receivables")', () => {
  it('says no invoice matches a search, rather than that there are none', async () => {
    stubServer();
    renderApp('/fletx/invoices?search=nothing-here');
    expect(await screen.findByText('No invoice matches these filters')).toBeInTheDocument();
    expect(screen.getByText('Change the search or the filters, or clear them.')).toBeInTheDocument();
  });

  it('says how the first invoice is made when nothing narrows the list', async () => {
    stubServer();
    renderApp('/fletx/invoices');
    expect(await screen.findByText('No invoices')).toBeInTheDocument();
  });
});
