import type { BrokerStatus } from '@fletx/contract/brokers';
import { StatusBadge } from '../../../components/table/status-badge';

const COLORS: Record<BrokerStatus, string> = {
  'Pending approval': 'yellow',
  Approved: 'teal',
  Suspended: 'red',
};

/** A broker's status, in the capitals of every list's status badge (components/table/status-badge.tsx). */
export function BrokerStatusBadge({ status }: { status: BrokerStatus }) {
  return (
    <StatusBadge color={COLORS[status]} style={{ flexShrink: 0, overflow: 'visible' }}>
      {status}
    </StatusBadge>
  );
}
