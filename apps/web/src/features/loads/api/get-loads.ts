import type { LoadSort, SortOrder } from '@fletx/contract/loads';
import { schemaOnDemand } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQuery, useApiPage } from '../../../lib/react-query';
import type { TableFilters } from '../components/load-list-filters';

export type LoadListParams = {
  finished: boolean;
  page: number;
  filter: string;
  sort?: LoadSort;
  order?: SortOrder;
  /** The filters (statusId, brokerId, driverId, pickupFrom, pickupTo). */
  filters?: TableFilters;
};

const loadList = schemaOnDemand(() =>
  import('@fletx/contract/load-responses').then((contract) => contract.loadListResponse),
);

/**
 * GET /api/loadbook/findAllActive or /findAllInactive: page, take 10, filter, sort, order and the filters;
 * `enabled` false asks nothing (a table none of whose statuses are chosen).
 */
export function useLoads(
  { finished, page, filter, sort, order, filters = {} }: LoadListParams,
  enabled = true,
) {
  return useApiPage(
    queryKeys.loads.list({ finished, page, filter, sort, order, ...filters }),
    finished ? '/loadbook/findAllInactive' : '/loadbook/findAllActive',
    loadList,
    { ...pageQuery({ page, search: '' }), filter: filter || undefined, sort, order, ...filters },
    enabled,
  );
}
