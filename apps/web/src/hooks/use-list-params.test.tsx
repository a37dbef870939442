import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRouterContext } from './app-router';
import { ListAddress, readParams, writeParams } from './list-params';
import { listParam, useListParams } from './use-list-params';

const SPEC = {
  search: listParam.text(),
  page: listParam.page(),
  status: listParam.oneOf(['', 'open', 'paid'], ''),
  brokerId: listParam.id(),
  from: listParam.date(),
};

/** Two tables on one screen, each with its own sort and page, under one search (the Loads screen). */
const TWO_TABLES = {
  search: listParam.text(),
  page: listParam.page(['search', 'sort']),
  sort: listParam.oneOf(['', 'start-asc'], ''),
  finishedPage: listParam.page(['search', 'finishedSort']),
  finishedSort: listParam.oneOf(['', 'start-asc'], ''),
};

const url = (text: string) => new URLSearchParams(text);

describe('list parameters read from the URL', () => {
  it('fall back to their defaults when missing or invalid (a pasted address never breaks the list)', () => {
    expect(readParams(SPEC, url(''))).toEqual({
      search: '',
      page: 1,
      status: '',
      brokerId: undefined,
      from: '',
    });
    for (const page of ['0', '-3', 'abc', '2.5', '99999999999', '']) {
      expect(readParams(SPEC, url(`page=${page}`)).page).toBe(1);
    }
    const odd = readParams(SPEC, url(`status=bogus&brokerId=x1&from=2026-02-31&search=${'a'.repeat(101)}`));
    expect(odd).toEqual({ search: '', page: 1, status: '', brokerId: undefined, from: '' });
    expect(readParams(SPEC, url('page=3&status=paid&brokerId=7&from=2026-11-02&search=%20acme%20'))).toEqual({
      search: 'acme',
      page: 3,
      status: 'paid',
      brokerId: 7,
      from: '2026-11-02',
    });
  });

  it('read some of a set as a comma list, each once in the set’s order; a word outside it, none', () => {
    const many = { status: listParam.manyOf(['2', '9', '15']) };
    expect(readParams(many, url(''))).toEqual({ status: [] });
    expect(readParams(many, url('status=15,2,15'))).toEqual({ status: ['2', '15'] });
    for (const text of ['2,x', '', '2,,9', '11'])
      expect(readParams(many, url(`status=${text}`))).toEqual({ status: [] });
    expect(writeParams(many, url('status=2'), { status: ['15', '9'] }).toString()).toBe('status=9%2C15');
    expect(writeParams(many, url('status=2'), { status: [] }).toString()).toBe('');
  });

  it('leave defaults out of the URL and keep the parameters of others', () => {
    expect(writeParams(SPEC, url('status=open&page=2&id=9'), { status: '', page: 1 }).toString()).toBe(
      'id=9',
    );
    expect(writeParams(SPEC, url(''), { search: '  ', brokerId: undefined }).toString()).toBe('');
  });

  it('start the list again at page 1 when a search, filter or sort changes, not when the page does', () => {
    expect(writeParams(SPEC, url('page=4'), { status: 'paid' }).toString()).toBe('status=paid');
    expect(writeParams(SPEC, url('page=4&status=paid'), { page: 5 }).toString()).toBe('page=5&status=paid');
    expect(writeParams(SPEC, url('page=4'), { search: 'x', page: 2 }).toString()).toBe('page=2&search=x');
  });

  it('reset only the pages a change governs (two tables on one screen)', () => {
    const both = url('page=3&finishedPage=5');
    expect(writeParams(TWO_TABLES, both, { sort: 'start-asc' }).toString()).toBe(
      'finishedPage=5&sort=start-asc',
    );
    expect(writeParams(TWO_TABLES, both, { finishedSort: 'start-asc' }).toString()).toBe(
      'page=3&finishedSort=start-asc',
    );
    expect(writeParams(TWO_TABLES, both, { search: 'acme' }).toString()).toBe('search=acme');
  });
});

describe('the address a change starts from', () => {
  const range = (from: string, to: string) => `?from=${from}&to=${to}`;
  const asked = (address: ListAddress, search: string) => address.ask(search, url(search));
  const rendered = (address: ListAddress, search: string) => address.rendered(search, url(search));

  it('is the last one asked for while an earlier one renders late (Pickup from then Pickup to, typed quickly)', () => {
    const address = new ListAddress(range('16', '16'), url(range('16', '16')));
    asked(address, range('15', '16'));
    asked(address, range('15', '15'));
    rendered(address, range('15', '16'));
    expect(address.current.toString()).toBe('from=15&to=15');
    rendered(address, range('15', '15'));
    expect(address.current.toString()).toBe('from=15&to=15');
  });

  it('is the rendered one once every asked one has arrived, or when one came from elsewhere (Back, a link)', () => {
    const address = new ListAddress('', url(''));
    asked(address, '?status=paid');
    rendered(address, '?status=paid');
    expect(address.current.toString()).toBe('status=paid');
    asked(address, '?status=paid&page=2');
    rendered(address, '?search=pasted');
    expect(address.current.toString()).toBe('search=pasted');
    rendered(address, '?status=paid&page=2');
    expect(address.current.toString()).toBe('status=paid&page=2');
  });
});

function ListScreen() {
  const { values, set, search } = useListParams(SPEC, { debounceMs: 30 });
  return (
    <>
      <input
        aria-label="Search"
        value={search.text}
        onChange={(e) => search.setText(e.currentTarget.value)}
      />
      <button type="button" onClick={() => set({ status: 'paid' })}>
        Paid
      </button>
      <button type="button" onClick={() => set({ status: '' })}>
        All
      </button>
      <button type="button" onClick={() => set({ page: values.page + 1 })}>
        Next
      </button>
      <Link to="/detail">Open</Link>
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

function renderList(path = '/invoices') {
  // The detail page takes a while to load (its guard, its code): the list is still shown meanwhile.
  const slow = () => new Promise((resolve) => setTimeout(() => resolve(null), 80));
  const routes = [
    { path: '/invoices', element: <ListScreen /> },
    { path: '/detail', loader: slow, element: <p>Detail</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppRouterContext value={router}>
      <RouterProvider router={router} />
    </AppRouterContext>,
  );
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}');
  return { router, address, values };
}

describe('useListParams', () => {
  it('a clean list has a clean address; a pasted address shows its view, invalid values as defaults', () => {
    const clean = renderList();
    expect(clean.address()).toBe('/invoices');
    expect(clean.values()).toMatchObject({ page: 1, status: '', search: '' });
  });

  it('fills the search box and the values from a pasted address, ignoring what it cannot read', () => {
    const { values } = renderList('/invoices?search=acme&status=paid&page=2&brokerId=oops');
    expect(screen.getByLabelText('Search')).toHaveValue('acme');
    expect(values()).toEqual({ search: 'acme', status: 'paid', page: 2, from: '' });
  });

  it('pushes a history entry for a filter and a page, the filter starting again at page 1; Back returns', async () => {
    const { router, address } = renderList('/invoices?page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(address()).toBe('/invoices?status=paid'));
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address()).toBe('/invoices?status=paid&page=2'));
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(address()).toBe('/invoices'));
    await act(() => router.navigate(-1));
    expect(address()).toBe('/invoices?status=paid&page=2');
    await act(() => router.navigate(-1));
    expect(address()).toBe('/invoices?status=paid');
  });

  it('writes a typed search once typing pauses, replacing the entry, from page 1; the box follows Back', async () => {
    const { router, address } = renderList('/invoices?page=2');
    const box = screen.getByLabelText('Search');
    fireEvent.change(box, { target: { value: 'ac' } });
    fireEvent.change(box, { target: { value: 'acme ' } });
    expect(address()).toBe('/invoices?page=2');
    await waitFor(() => expect(address()).toBe('/invoices?search=acme'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(box).toHaveValue('acme ');
    fireEvent.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(address()).toBe('/invoices?search=acme&status=paid'));
    fireEvent.change(box, { target: { value: 'zeta' } });
    await waitFor(() => expect(address()).toBe('/invoices?search=zeta&status=paid'));
    await act(() => router.navigate(-1));
    expect(address()).toBe('/invoices?search=acme');
    await waitFor(() => expect(box).toHaveValue('acme'));
  });

  it('carries a search still waiting for its pause with a filter chosen meanwhile', async () => {
    const { address } = renderList();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(address()).toBe('/invoices?search=acme&status=paid'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(address()).toBe('/invoices?search=acme&status=paid');
  });

  it('keeps what is typed right after a filter is chosen, before the filter reaches the address', async () => {
    const { address } = renderList();
    const box = screen.getByLabelText('Search');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Paid' }));
      fireEvent.change(box, { target: { value: 'licence' } });
    });
    await waitFor(() => expect(address()).toBe('/invoices?status=paid&search=licence'));
    expect(box).toHaveValue('licence');
  });

  it('does not take back a link followed while a typed search waits for its pause', async () => {
    const { address } = renderList();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByText('Detail')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(address()).toBe('/detail');
  });
});
