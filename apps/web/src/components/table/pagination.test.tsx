import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/test-utils';
import { ApiError } from '../../lib/api-client';
import { DataTable, type DataTableColumn } from './data-table';
import { formatTotal, isLastPage, previousPage, TablePagination } from './pagination';

describe('the limit flag (docs/product.md "Pagination")', () => {
  it('is set when the page returned fewer than 10 rows', () => {
    expect(isLastPage({ page: 1, rowCount: 9 })).toBe(true);
    expect(isLastPage({ page: 3, rowCount: 0 })).toBe(true);
    expect(isLastPage({ page: 1, rowCount: 10 })).toBe(false);
  });

  it('is set when the item count is 0 or 10 or fewer', () => {
    expect(isLastPage({ page: 1, rowCount: 10, itemCount: 0 })).toBe(true);
    expect(isLastPage({ page: 1, rowCount: 10, itemCount: 10 })).toBe(true);
    expect(isLastPage({ page: 1, rowCount: 10, itemCount: 11 })).toBe(false);
  });

  it('is set when a known total ends on this page', () => {
    expect(isLastPage({ page: 2, rowCount: 10, total: 20 })).toBe(true);
    expect(isLastPage({ page: 2, rowCount: 10, total: 21 })).toBe(false);
  });

  it('reads a total above the count cap as "10,000+" (a searched list stops counting there)', () => {
    expect(formatTotal(10_000)).toBe('10,000');
    expect(formatTotal(10_001)).toBe('10,000+');
    expect(formatTotal(12)).toBe('12');
  });

  it('never goes below page 1', () => {
    expect(previousPage(1)).toBe(1);
    expect(previousPage(4)).toBe(3);
  });
});

describe('TablePagination', () => {
  it('starts at page 1 with Previous disabled', () => {
    renderWithProviders(<TablePagination page={1} rowCount={10} itemCount={42} onPageChange={vi.fn()} />);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('moves one page at a time', () => {
    const onPageChange = vi.fn();
    renderWithProviders(<TablePagination page={3} rowCount={10} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('disables Next when the page returned fewer than 10 rows', () => {
    renderWithProviders(<TablePagination page={2} rowCount={7} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('disables Next when the item count is 10 or fewer', () => {
    renderWithProviders(<TablePagination page={1} rowCount={10} itemCount={10} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('tells which rows of the total are shown', () => {
    renderWithProviders(<TablePagination page={3} rowCount={7} total={27} onPageChange={vi.fn()} />);
    expect(screen.getByText('Showing 21–27 of 27')).toBeInTheDocument();
  });

  it('says nothing of rows on an empty list (no "Showing 0 of 0"): the table says it is empty', () => {
    renderWithProviders(<TablePagination page={1} rowCount={0} total={0} onPageChange={vi.fn()} />);
    expect(screen.queryByTestId('pagination-summary')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('says a page past the end shows none of the total', () => {
    renderWithProviders(<TablePagination page={4} rowCount={0} total={27} onPageChange={vi.fn()} />);
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('Showing 0 of 27');
  });
});

type Row = { id: number; name: string };
const columns: DataTableColumn<Row>[] = [
  { key: 'id', header: 'Id', render: (row) => row.id },
  { key: 'name', header: 'Name', render: (row) => row.name },
];
const rows: Row[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: `Driver ${index + 1}`,
}));

describe('DataTable', () => {
  it('shows rows with their columns and a working pagination', () => {
    renderWithProviders(
      <DataTable
        label="Drivers"
        columns={columns}
        rows={rows}
        pagination={{ page: 1, onPageChange: vi.fn() }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Drivers' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Driver 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows skeleton rows while loading', () => {
    renderWithProviders(<DataTable label="Drivers" columns={columns} rows={undefined} loading />);
    expect(screen.getAllByTestId('table-skeleton-row').length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: 'Drivers' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an empty state', () => {
    renderWithProviders(
      <DataTable
        label="Drivers"
        columns={columns}
        rows={[]}
        pagination={{ page: 1, onPageChange: vi.fn() }}
      />,
    );
    expect(screen.getByText('No records yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the error message and a Retry button', () => {
    const onRetry = vi.fn();
    const error = new ApiError({
      statusCode: 500,
      error: 'InternalServerError',
      message: 'Try again later.',
    });
    renderWithProviders(
      <DataTable label="Drivers" columns={columns} rows={undefined} error={error} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
