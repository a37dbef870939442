import type { LoadSort, SortOrder } from '@fletx/contract/loads';
import { schemaOnDemand } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { pageQuery, useApiPage } from '../../../lib/react-query';

export type LoadListParams = {
  finished: boolean;
  page: number;
  filter: string;
  sort?: LoadSort;
  order?: SortOrder;
};

const loadList = schemaOnDemand(() =>
  import('@fletx/contract/load-responses').then((contract) => contract.loadListResponse),
);

/** GET /api/loadbook/findAllActive or /findAllInactive: page, take 10, filter, sort, order. */
export function useLoads({ finished, page, filter, sort, order }: LoadListParams) {
  return useApiPage(
    queryKeys.loads.list({ finished, page, filter, sort, order }),
    finished ? '/loadbook/findAllInactive' : '/loadbook/findAllActive',
    loadList,
    { ...pageQuery({ page, search: '' }), filter: filter || undefined, sort, order },
  );
}
