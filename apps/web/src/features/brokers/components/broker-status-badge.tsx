import type { BrokerStatus } from '@fletx/contract/brokers';
import { Badge } from '@mantine/core';

const COLORS: Record<BrokerStatus, string> = {
  'Pending approval': 'yellow',
  Approved: 'teal',
  Suspended: 'red',
};

export function BrokerStatusBadge({ status }: { status: BrokerStatus }) {
  return (
    <Badge
      variant="light"
      color={COLORS[status]}
      size="sm"
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {status}
    </Badge>
  );
}
