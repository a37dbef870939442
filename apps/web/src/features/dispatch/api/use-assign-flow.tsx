import type { AssignResult, BoardLoad } from '@fletx/contract/dispatch';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { complianceBlockOf } from '../../../components/compliance/compliance-block';
import { showAlert } from '../../../components/popups/popups';
import { getErrorMessage } from '../../../lib/api-client';
import { type AssignVariables, useAssign } from './dispatch-api';

/** How long the notification of an assignment offers its undo. */
export const UNDO_MS = 8000;

type Blocked = { variables: AssignVariables; reason: string };

/**
 * An assignment from the board (a drop or "Assign to…"): the answer's warnings shown, an Undo offered for a few
 * seconds (the same API: the previous driver back, or the load back to the queue); a compliance block opens
 * the override dialog (`blocked`); any other refusal (409, 412) is shown and the board read again.
 * Its actions are the same functions from render to render (the board's rows and dialogs are memoised on them)
 * and call the latest `refetch` and `nameOf`.
 */
export function useAssignFlow(refetch: () => unknown, nameOf: (driverId: number) => string) {
  const assign = useAssign();
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const latest = useRef({ mutateAsync: assign.mutateAsync, refetch, nameOf, blocked });
  useLayoutEffect(() => {
    latest.current = { mutateAsync: assign.mutateAsync, refetch, nameOf, blocked };
  });
  const actions = useMemo(() => flowActions(latest, setBlocked), []);
  return { ...actions, blockedReason: blocked?.reason ?? null };
}

type Latest = {
  current: {
    mutateAsync: (variables: AssignVariables) => Promise<AssignResult>;
    refetch: () => unknown;
    nameOf: (driverId: number) => string;
    blocked: Blocked | null;
  };
};

function flowActions(latest: Latest, setBlocked: (blocked: Blocked | null) => void) {
  const run = async (variables: AssignVariables, number: string, undoing = false) => {
    const { mutateAsync, refetch, nameOf } = latest.current;
    let result: AssignResult;
    try {
      result = await mutateAsync(variables);
    } catch (error) {
      const reason = complianceBlockOf(error);
      if (reason) setBlocked({ variables, reason });
      else {
        showAlert(getErrorMessage(error), { title: `Load ${number} was not assigned`, id: 'dispatch-error' });
        refetch();
      }
      return;
    }
    const to = result.load.driverId === null ? 'the queue' : nameOf(result.load.driverId);
    const id = `assigned-${result.load.id}`;
    notifications.show({
      id,
      color: 'teal',
      withBorder: true,
      autoClose: UNDO_MS,
      'data-testid': 'assigned-notice',
      message: (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            Load {result.load.number} {undoing ? 'back with' : 'assigned to'} {to}
          </Text>
          {undoing ? null : (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => {
                notifications.hide(id);
                void run(
                  { loadId: result.load.id, driverId: result.previousDriverId },
                  result.load.number,
                  true,
                );
              }}
            >
              Undo
            </Button>
          )}
        </Group>
      ),
    });
    const { hosWarning, overlapWarning, timeOffWarning, trailerWarning } = result;
    for (const warning of [hosWarning, overlapWarning, timeOffWarning, trailerWarning])
      if (warning) showAlert(warning, { kind: 'warning', title: 'Check this assignment', autoClose: false });
  };

  return {
    assignTo: (load: BoardLoad, driverId: number) =>
      run({ loadId: load.id, driverId, version: load.version }, load.number),
    unassign: (load: BoardLoad) =>
      run({ loadId: load.id, driverId: null, version: load.version }, load.number),
    override: (reason: string) => {
      const { blocked } = latest.current;
      if (blocked)
        void run({ ...blocked.variables, complianceOverride: { reason } }, String(blocked.variables.loadId));
      setBlocked(null);
    },
    closeBlocked: () => setBlocked(null),
  };
}
