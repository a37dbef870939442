import type { AuditEntry } from '@fletx/contract/audit';
import { jsonResponse } from './test-utils';

/** An update of truck 12 by Ana Ruiz, without changes unless given. */
export const auditEntry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-24T10:31:00.000Z',
  actorId: 3,
  actorName: 'Ana Ruiz',
  entityType: 'truck',
  entityId: 12,
  action: 'update',
  summary: null,
  changes: [],
  ...overrides,
});

/** `GET /api/audit` answering one page of `items` (10 a page) out of `itemCount`. */
export const auditPage = (items: AuditEntry[], itemCount = items.length, currentPage = 1) =>
  jsonResponse({
    message: 'OK',
    data: {
      items,
      meta: {
        itemCount,
        totalItems: itemCount,
        itemsPerPage: 10,
        totalPages: Math.ceil(itemCount / 10),
        currentPage,
      },
    },
  });
