import {
  type ComplianceBadge as Badge,
  type ComplianceEntityType,
  complianceBadgesResponse,
} from '@fletx/contract/compliance';
import { complianceLook } from '@fletx/contract/due-states';
import { Badge as MantineBadge, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { queryKeys } from '../../lib/query-keys';
import { useApiQuery } from '../../lib/react-query';
import type { DataTableColumn } from '../table/data-table';
import { dueBadgeLook } from './due-badge-look';

/**
 * The records of a type with an expired or soon-expiring item (GET /api/compliance/badges,
 * docs/product.md "Compliance"), by id.
 */
export function useComplianceBadges(entityType: ComplianceEntityType): ReadonlyMap<number, Badge> {
  const query = useApiQuery(
    queryKeys.compliance.badges(entityType),
    '/compliance/badges',
    complianceBadgesResponse,
    {
      query: { entityType },
    },
  );
  return useMemo(() => new Map((query.data?.data ?? []).map((b) => [b.entityId, b])), [query.data]);
}

/**
 * A list row's badge, worded by the kind of its worst item (`@fletx/contract/due-states`): a document 'Expired'
 * or 'Expiring', an inspection or a maintenance task 'Overdue' or 'Due soon'; that item and how many more in its
 * tooltip.
 */
export function ComplianceBadge({ badge }: { badge: Badge | undefined }) {
  if (!badge) return null;
  const look = dueBadgeLook(complianceLook(badge.item, badge.state));
  const more = badge.count - 1;
  const items = `${badge.label} ${look.label.toLowerCase()}${more > 0 ? ` and ${more} more item${more === 1 ? '' : 's'}` : ''}`;
  return (
    <Tooltip label={items}>
      <MantineBadge color={look.color} variant="light" size="sm" aria-label={`Compliance: ${items}`}>
        {look.label}
      </MantineBadge>
    </Tooltip>
  );
}

/** The Compliance column of the drivers, trucks and trailers lists. */
export function complianceColumn<T extends { id: number }>(
  badges: ReadonlyMap<number, Badge>,
): DataTableColumn<T> {
  return {
    key: 'compliance',
    header: 'Compliance',
    width: 120,
    render: (row) => <ComplianceBadge badge={badges.get(row.id)} />,
  };
}
