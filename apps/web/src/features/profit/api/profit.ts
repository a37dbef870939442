import { type ProfitGroup, type ProfitSort, profitResponse } from '@fletx/contract/profit';
import { downloadApiFile } from '../../../lib/download';
import { queryKeys } from '../../../lib/query-keys';
import { useApiPage } from '../../../lib/react-query';

export type ProfitFilter = {
  groupBy: ProfitGroup;
  from: string;
  to: string;
  sort: ProfitSort;
  order: 'asc' | 'desc';
};

/** How many rows a page of the table shows. */
export const PROFIT_PAGE_SIZE = 25;

/** GET /api/reports/profit (docs/product.md "Profit"): a page of rows, the totals and the weeks. */
export const useProfit = (filter: ProfitFilter & { page: number; take?: number }) =>
  useApiPage(queryKeys.profit.list(filter), '/reports/profit', profitResponse, {
    ...filter,
    take: filter.take ?? PROFIT_PAGE_SIZE,
  });

export const downloadProfitCsv = (filter: ProfitFilter) =>
  downloadApiFile('/reports/profit', `profit-${filter.groupBy}-${filter.from}-${filter.to}.csv`, {
    ...filter,
    format: 'csv',
  });
