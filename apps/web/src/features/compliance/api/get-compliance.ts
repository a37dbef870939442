import { complianceListResponse, complianceSummaryResponse } from '@fletx/contract/compliance';
import { queryKeys } from '../../../lib/query-keys';
import { pageQuery, type SearchPage, useApiPage, useApiQuery } from '../../../lib/react-query';

export type ComplianceListParams = SearchPage & { within: number; entityType: string; state: string };

/** GET /api/compliance?within&entityType&state&search&page&take (docs/product.md "Compliance"). */
export const useComplianceItems = (params: ComplianceListParams) =>
  useApiPage(queryKeys.compliance.list(params), '/compliance/', complianceListResponse, {
    ...pageQuery(params),
    within: params.within,
    entityType: params.entityType || undefined,
    state: params.state || undefined,
  });

/** GET /api/compliance/summary: the summary cards. */
export const useComplianceSummary = () =>
  useApiQuery(queryKeys.compliance.summary, '/compliance/summary', complianceSummaryResponse);
