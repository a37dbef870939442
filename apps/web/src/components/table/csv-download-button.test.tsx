import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderWithProviders,
  storeSession,
  stubFetch,
  type TestUser,
} from '../../../test/test-utils';
import { CsvDownloadButton, csvQuery } from './csv-download-button';

const csv = () =>
  new Response('Id,Load number\r\n1,LD-1\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });

let saved: Array<{ name: string; href: string }>;
beforeEach(() => {
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('csvQuery', () => {
  it("keeps the screen's filters and search, drops paging and empty values, asks for csv", () => {
    expect(
      csvQuery({
        filter: 'dallas',
        sort: 'start',
        order: 'ASC',
        page: 3,
        take: 10,
        limit: 10,
        search: '',
        type: undefined,
      }),
    ).toEqual({ filter: 'dallas', sort: 'start', order: 'ASC', format: 'csv' });
    expect(csvQuery()).toEqual({ format: 'csv' });
  });
});

/** A user of `role` clicks the button of these props, the server answering `answer`; the calls it made. */
async function clickDownload(
  role: TestUser['role'],
  props: ComponentProps<typeof CsvDownloadButton>,
  answer: () => Response = csv,
) {
  storeSession({ role });
  const { calls } = stubFetch(answer);
  renderWithProviders(<CsvDownloadButton {...props} />);
  await userEvent.click(screen.getByRole('button', { name: `Download ${props.fileName} as CSV` }));
  return calls;
}

describe('CsvDownloadButton (docs/product.md "Export")', () => {
  it("downloads the list with the screen's filters and the session's token, and saves it as <name>.csv", async () => {
    const calls = await clickDownload('Dispatcher', {
      path: '/loadbook/findAllActive',
      query: { filter: 'dallas tx', sort: 'end', order: 'DESC', page: 2 },
      fileName: 'active-loads',
    });
    await waitFor(() => expect(saved).toEqual([{ name: 'active-loads.csv', href: 'blob:csv' }]));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/loadbook/findAllActive?filter=dallas+tx&sort=end&order=DESC&format=csv');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer ./);
  });

  it('sends the filters of a list read with a POST as its body', async () => {
    const calls = await clickDownload('Admin user', {
      path: '/user/findBy/',
      method: 'POST',
      body: { role: 'Carriers' },
      query: { search: 'ana' },
      fileName: 'users',
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/user/findBy/?search=ana&format=csv',
      method: 'POST',
      body: { role: 'Carriers' },
    });
  });

  it("shows the server's refusal in an error popup and saves nothing", async () => {
    await clickDownload('Dispatcher', { path: '/audit', fileName: 'audit' }, () =>
      jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'You are not allowed to do this.' }, 403),
    );
    const button = screen.getByRole('button', { name: 'Download audit as CSV' });
    expect(
      await screen.findByText('The CSV could not be downloaded: You are not allowed to do this.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(button).not.toHaveAttribute('data-loading');
  });
});
