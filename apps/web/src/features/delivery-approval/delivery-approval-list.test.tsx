import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endedLoad } from '../../../test/sample-delivery';
import { jsonResponse, renderApp, storeSession, stubFetch, tableShowing } from '../../../test/test-utils';

function serve(rows: unknown[]) {
  return stubFetch((call) =>
    call.url.startsWith('/api/delivery-approval')
      ? jsonResponse({
          message: 'OK',
          data: { info: rows, extraData: { total: rows.length, page: 1, take: 10 } },
        })
      : jsonResponse({ message: 'ok', data: [] }),
  );
}

describe('the Delivery Approval list (docs/product.md "Delivery approval")', () => {
  it("links each load to its approval with the theme's link", async () => {
    storeSession({ role: 'Carriers' });
    serve([endedLoad]);
    renderApp('/fletx/delivery-approval');
    const table = await tableShowing('Loads awaiting delivery approval', 'LD-7');
    const link = within(table).getByRole('link', { name: 'LD-7' });
    expect(link).toHaveAttribute('href', '/fletx/delivery-approval-detail?id=7');
    expect(link).toHaveClass('mantine-Anchor-root');
  });

  it('says when a search found nothing', async () => {
    storeSession({ role: 'Carriers' });
    serve([]);
    renderApp('/fletx/delivery-approval?search=zzz');
    expect(await screen.findByText('No load awaiting approval matches this search.')).toBeInTheDocument();
  });

  it('says a load shows up once its service is ended', async () => {
    storeSession({ role: 'Carriers' });
    serve([]);
    renderApp('/fletx/delivery-approval');
    expect(await screen.findByText('No loads awaiting approval')).toBeInTheDocument();
    expect(
      screen.getByText('A load shows up here once its service is ended, after the driver delivers it.'),
    ).toBeInTheDocument();
  });
});
