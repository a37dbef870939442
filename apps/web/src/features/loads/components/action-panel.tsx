import {
  LOAD_STATUS,
  type LoadStatusId,
  showsActionPanel,
  showsReportsButton,
} from '@fletx/contract/load-status';
import { Button, type ButtonProps, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type Icon, IconBan, IconCheck, IconCircleCheck, IconFileReport, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconButton } from '../../../components/buttons/icon-button';
import { Section } from '../../../components/cards/section';
import {
  ComplianceBlock,
  complianceBlockOf,
  useComplianceOverride,
} from '../../../components/compliance/compliance-block';
import { useRequiredComment } from '../../../components/form/use-required-comment';
import { showError, showSuccess } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useChangeLoadStatus } from '../api/change-load-status';

type Pending = { target: LoadStatusId; title: string; text: string; confirm: string; color: string } | null;
/** A status change the API refused for compliance (409): the action, and the API's reason. */
type Blocked = { target: LoadStatusId; confirm: string; reason: string } | null;

/** A change asked for with its button and confirmed in a dialog: the button's look, the dialog's words. */
type ConfirmedAction = NonNullable<Pending> & { icon: Icon; button: Pick<ButtonProps, 'color' | 'variant'> };

const CONFIRMED = {
  end: {
    target: LOAD_STATUS.ended,
    title: 'End service',
    text: 'The load was delivered. End the service?',
    confirm: 'End service',
    color: 'teal',
    icon: IconCircleCheck,
    button: {},
  },
  confirm: {
    target: LOAD_STATUS.new,
    title: 'Confirm service',
    text: 'Confirm this load? It is offered to its driver.',
    confirm: 'Confirm service',
    color: 'teal',
    icon: IconCheck,
    button: { color: 'teal' },
  },
  decline: {
    target: LOAD_STATUS.declined,
    title: 'Decline service',
    text: 'Decline this load? It moves to the finished jobs.',
    confirm: 'Decline service',
    color: 'orange',
    icon: IconX,
    button: { color: 'orange', variant: 'light' },
  },
} satisfies Record<string, ConfirmedAction>;

/**
 * End service (10 → 11), Confirm (16 → 2), Decline (16 → 14), Cancel (≤ 12 → 1, with a comment) and
 * Reports (≤ 12). The server enforces the same transitions; after an action its message shows.
 */
export function ActionPanel({ loadId, status }: { loadId: number; status: LoadStatusId }) {
  const change = useChangeLoadStatus();
  const [pending, setPending] = useState<Pending>(null);
  const [cancelling, setCancelling] = useState(false);
  const comment = useRequiredComment();
  const [blocked, setBlocked] = useState<Blocked>(null);
  const override = useComplianceOverride();

  // The panel shows at 4 and above (docs/product.md "Status transitions"); cancel is offered up to 12,
  // Reports up to 12.
  if (!showsActionPanel(status)) return null;
  const awaiting = status === LOAD_STATUS.awaitingConfirmation;
  const canCancel = status <= LOAD_STATUS.deliveryApproved;
  const none = !awaiting && !canCancel && status !== LOAD_STATUS.delivered;

  // A change refused for compliance (confirm 16 → 2, docs/product.md "Compliance") opens the block: its
  // reason, and for Carriers and Admin users the override reason to send the change again with.
  const run = (target: LoadStatusId, text?: string, overrideReason?: string) =>
    change.mutate(
      {
        id: loadId,
        body: {
          loadbook_status_id: target,
          ...(text ? { comment: text } : {}),
          ...(overrideReason ? { complianceOverride: { reason: overrideReason } } : {}),
        },
      },
      {
        onSuccess: (response) => {
          setPending(null);
          setCancelling(false);
          comment.clear();
          setBlocked(null);
          override.clear();
          showSuccess(response.message);
        },
        onError: (error) => {
          const reason = complianceBlockOf(error);
          if (reason === null || overrideReason) {
            showError(getErrorMessage(error));
            return;
          }
          setBlocked({ target, confirm: pending?.confirm ?? 'Save', reason });
          setPending(null);
        },
      },
    );

  const confirmedButton = (action: ConfirmedAction) => (
    <Button
      {...action.button}
      leftSection={<action.icon size={16} aria-hidden />}
      onClick={() => setPending(action)}
    >
      {action.confirm}
    </Button>
  );

  return (
    <Section title="Actions" description="What can be done with this load now.">
      <Group gap="sm">
        {none ? (
          <Text size="sm" c="dimmed">
            No action is available for a load in this status.
          </Text>
        ) : null}
        {status === LOAD_STATUS.delivered ? confirmedButton(CONFIRMED.end) : null}
        {awaiting ? (
          <>
            {confirmedButton(CONFIRMED.confirm)}
            {confirmedButton(CONFIRMED.decline)}
          </>
        ) : null}
        {showsReportsButton(status) ? (
          <Button
            variant="default"
            component={Link}
            to={paths.app.reports.getHref()}
            leftSection={<IconFileReport size={16} aria-hidden />}
          >
            Reports
          </Button>
        ) : null}
        {canCancel ? (
          <IconButton
            icon={IconBan}
            color="red"
            variant="light"
            onClick={() => {
              comment.clearError();
              setCancelling(true);
            }}
          >
            Cancel service
          </IconButton>
        ) : null}
      </Group>

      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.title}
        centered
        size="sm"
      >
        <Stack gap="md">
          <Text size="sm">{pending?.text}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPending(null)} disabled={change.isPending}>
              Back
            </Button>
            <Button
              color={pending?.color}
              loading={change.isPending}
              onClick={() => pending && run(pending.target)}
            >
              {pending?.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={blocked !== null}
        onClose={() => setBlocked(null)}
        title="Compliance blocks this load"
        centered
      >
        <Stack gap="md">
          {blocked ? <ComplianceBlock reason={blocked.reason} {...override.block} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setBlocked(null)} disabled={change.isPending}>
              {override.mayOverride ? 'Back' : 'Close'}
            </Button>
            {override.mayOverride && blocked ? (
              <Button
                color="orange"
                loading={change.isPending}
                disabled={override.reason === ''}
                onClick={() => run(blocked.target, undefined, override.reason)}
              >
                {`${blocked.confirm} with override`}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Modal>

      <Modal opened={cancelling} onClose={() => setCancelling(false)} title="Cancel service" centered>
        <Stack gap="md">
          <Textarea
            label="Comment"
            description="Why is the load cancelled? The comment is kept in the history."
            autosize
            minRows={3}
            {...comment.field}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setCancelling(false)} disabled={change.isPending}>
              Back
            </Button>
            <Button
              color="red"
              loading={change.isPending}
              onClick={() => comment.submit((text) => run(LOAD_STATUS.cancelled, text))}
            >
              Cancel service
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}
