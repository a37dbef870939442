import type { DueLook, DueTone } from '@fletx/contract/due-states';
import type { Look } from '../table/look-badge';

/** Past its date red, coming up orange, nothing on file grey, in order green: a document's and a task's alike. */
const COLORS: Readonly<Record<DueTone, string>> = {
  missing: 'gray',
  past: 'red',
  soon: 'orange',
  ok: 'green',
};

/**
 * A dated item's badge, worded by the contract's one rule (`@fletx/contract/due-states`): the Compliance list
 * and the Maintenance schedules name the same state the same way.
 */
export const dueBadgeLook = (due: DueLook): Look => ({ label: due.word, color: COLORS[due.tone] });
