import {
  type ComplianceBadge as Badge,
  type ComplianceEntityType,
  complianceBadgesResponse,
} from '@fletx/contract/compliance';
import { Badge as MantineBadge, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { queryKeys } from '../../lib/query-keys';
import { useApiQuery } from '../../lib/react-query';
import type { DataTableColumn } from '../table/data-table';

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

/** A list row's badge: 'Expired' (red) or 'Expiring' (orange), with how many items in its tooltip. */
export function ComplianceBadge({ badge }: { badge: Badge | undefined }) {
  if (!badge) return null;
  const expired = badge.state === 'expired';
  const items = `${badge.count} document${badge.count === 1 ? '' : 's'} ${expired ? 'expired or expiring' : 'expiring within 30 days'}`;
  return (
    <Tooltip label={items}>
      <MantineBadge
        color={expired ? 'red' : 'orange'}
        variant="light"
        size="sm"
        aria-label={`Compliance: ${items}`}
      >
        {expired ? 'Expired' : 'Expiring'}
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
