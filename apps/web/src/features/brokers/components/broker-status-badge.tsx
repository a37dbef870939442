import type { BrokerStatus } from '@fletx/contract/brokers';
import { StatusBadge } from '../../../components/table/status-badge';

const COLORS: Record<BrokerStatus, string> = {
  'Pending approval': 'yellow',
  Approved: 'teal',
  Suspended: 'red',
};

export function BrokerStatusBadge({ status }: { status: BrokerStatus }) {
  return (
    <StatusBadge color={COLORS[status]} tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
      {status}
    </StatusBadge>
  );
}
