import { type AuditEntityType, auditListResponse } from '@fletx/contract/audit';
import { queryKeys } from './query-keys';
import { pageQuery, useApiPage } from './react-query';

/**
 * GET /api/audit?entityType&entityId&page&take: one page of a record's history, newest first
 * (docs/product.md "Audit trail"; Carriers and Admin users only).
 */
export const useAuditHistory = (entityType: AuditEntityType, entityId: number, page: number) =>
  useApiPage(queryKeys.audit.page(entityType, entityId, page), '/audit', auditListResponse, {
    entityType,
    entityId,
    ...pageQuery({ page, search: '' }),
  });
