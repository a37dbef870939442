import {
  LOAD_STATUS_NAMES,
  type LoadStatusId,
  TRACKER_STATUS_IDS,
  trackerReached,
} from '@fletx/contract/load-status';
import { Paper, Stepper } from '@mantine/core';

/**
 * Statuses 4 to 11 in order; each reached when its id is at most the current status
 * (docs/product.md "Load statuses").
 */
export function StatusTracker({ status }: { status: LoadStatusId }) {
  const reached = TRACKER_STATUS_IDS.filter((id) => trackerReached(id, status)).length;
  return (
    <Paper withBorder radius="md" p="md" aria-label="Status tracker" component="section">
      <Stepper active={reached} size="xs" allowNextStepsSelect={false} iconSize={26}>
        {TRACKER_STATUS_IDS.map((id) => (
          <Stepper.Step
            key={id}
            label={LOAD_STATUS_NAMES[id]}
            aria-label={`${LOAD_STATUS_NAMES[id]}${trackerReached(id, status) ? ' (reached)' : ''}`}
            data-reached={trackerReached(id, status)}
          />
        ))}
      </Stepper>
    </Paper>
  );
}
