import type { IntakeStatus } from '@fletx/contract/intake';
import { StatusBadge } from '../../../components/table/status-badge';

const LOOKS: Record<IntakeStatus, { color: string; label: string }> = {
  pending: { color: 'yellow', label: 'Reading' },
  parsed: { color: 'blue', label: 'To review' },
  failed: { color: 'red', label: 'Failed' },
  loaded: { color: 'teal', label: 'Loaded' },
};

/** A draft's status: being read, read and waiting for a person, not readable, or made into a load. */
export function IntakeStatusBadge({ status }: { status: IntakeStatus }) {
  const look = LOOKS[status];
  return <StatusBadge color={look.color}>{look.label}</StatusBadge>;
}

/** The statuses' names in the inbox's filter, in the same words as the badges. */
export const STATUS_LABELS: Record<IntakeStatus, string> = {
  pending: LOOKS.pending.label,
  parsed: LOOKS.parsed.label,
  failed: LOOKS.failed.label,
  loaded: LOOKS.loaded.label,
};
