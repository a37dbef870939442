import type { WorkOrderStatus } from '@fletx/contract/work-orders';
import type { Look } from '../../../components/table/look-badge';
import { StatusBadge } from '../../../components/table/status-badge';

/** How a work order's status reads and looks in the lists and on its page. */
export const STATUS_LOOK: Record<WorkOrderStatus, Look> = {
  open: { label: 'Open', color: 'blue' },
  in_progress: { label: 'In progress', color: 'orange' },
  done: { label: 'Done', color: 'green' },
};

export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  return <StatusBadge color={STATUS_LOOK[status].color}>{STATUS_LOOK[status].label}</StatusBadge>;
}

/** 'WO-42': a work order as the screens name it. */
export const workOrderName = (id: number) => `WO-${id}`;
