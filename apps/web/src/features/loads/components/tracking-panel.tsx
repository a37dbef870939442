import type { LoadProgress } from '@fletx/contract/check-calls';
import { CHECK_CALL_EVENT_NAMES } from '@fletx/contract/check-calls';
import { formatUsd } from '@fletx/contract/money';
import type { StopKind } from '@fletx/contract/stop-times';
import {
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/popups/popups';
import { headCells, TableHead } from '../../../components/table/table-head';
import { paths } from '../../../config/paths';
import { useCarrierTimeZone } from '../../../hooks/use-carrier-time-zone';
import { formatDateTime, formatStopTime } from '../../../lib/format';
import {
  useAddDetention,
  useCheckCalls,
  useLoadProgress,
  useRevokeTracking,
  useShareTracking,
  useTrackingLinks,
} from '../api/load-tracking';
import { StopTimesForm } from './stop-times-form';

const hours = (minutes: number | null) =>
  minutes === null ? '—' : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

type ProgressStop = LoadProgress['stops'][number];

/** A stop's time, marked "office" when corrected from the bill of lading (who and when on hover). */
function StopTime({ stop, which }: { stop: ProgressStop; which: 'arrived' | 'departed' }) {
  const at = stop[`${which}At`];
  const set = stop.office?.[`${which}Set`];
  const driver = stop[`driver${which === 'arrived' ? 'Arrived' : 'Departed'}At`];
  return (
    <Group gap={6} wrap="nowrap">
      <span>{at ? formatDateTime(at) : '—'}</span>
      {stop[`${which}Source`] === 'office' ? (
        <Tooltip
          label={`Corrected by ${set?.by ?? 'the office'}${set ? ` on ${formatDateTime(set.at, { seconds: false })}` : ''}; driver's step: ${driver ? formatDateTime(driver) : 'none'}`}
        >
          <Badge size="xs" variant="light" color="grape" data-testid={`office-${stop.type}-${which}`}>
            office
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** A tracking link's state as the panel words it. */
const LINK_STATES = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const;

/** Why there is no ETA: every stop left (the trip is done), or no position or next stop yet. */
export function etaNone(stops: ReadonlyArray<{ departedAt: string | null }> | undefined): string {
  return stops && stops.length > 0 && stops.every((s) => s.departedAt)
    ? 'ETA: none, every stop is done.'
    : 'ETA: none yet (no position or no next stop).';
}

/**
 * The ETA as the stops' windows are written, on the facility's clock, so the two can be compared at a glance
 * (the viewer's own time where the stop's zone is unknown, said so).
 */
export function etaLine(eta: NonNullable<LoadProgress['eta']>): string {
  const when = eta.atStop
    ? `${formatStopTime(eta.atStop)} at the ${eta.stop}'s clock`
    : `${formatDateTime(eta.at)} your time`;
  return `ETA to ${eta.stop}: ${when} (about ${eta.milesLeft} miles left)`;
}

/**
 * The load's ETA, detention, tracking links and check calls (docs/product.md "Tracking links and check
 * calls"): each stop's times can be corrected from the bill of lading ("Edit times", marked "office");
 * "Share tracking" makes a link whose address is shown once, to copy for the broker; the proposed
 * detention is added to the ledger with one click. Check calls are mailed on their own to the contacts chosen on
 * the broker's profile: with none sent yet, the panel says where they are chosen.
 */
export function TrackingPanel({ loadId, broker }: { loadId: number; broker: { id: number; name: string } }) {
  const progress = useLoadProgress(loadId).data?.data;
  const links = useTrackingLinks(loadId).data?.data.items ?? [];
  const calls = useCheckCalls(loadId).data?.data.items ?? [];
  const share = useShareTracking(loadId);
  const revoke = useRevokeTracking(loadId);
  const addDetention = useAddDetention(loadId);
  const [shared, setShared] = useState<string | null>(null);
  const [editing, setEditing] = useState<StopKind | null>(null);
  const timeZone = useCarrierTimeZone().data?.data.timeZone;
  const edited = progress?.stops.find((s) => s.type === editing);

  return (
    <Stack gap="sm" data-testid="tracking-panel">
      <Title order={4}>Tracking and check calls</Title>
      <Group gap="xs">
        <Text data-testid="eta-line">{progress?.eta ? etaLine(progress.eta) : etaNone(progress?.stops)}</Text>
        {progress?.eta?.late ? (
          <Badge color="red" variant="light">
            Late: after the {progress.eta.stop}'s window closes
          </Badge>
        ) : null}
      </Group>
      {progress ? (
        <Table withTableBorder aria-label="Detention">
          <TableHead
            cells={headCells([
              'Stop',
              'Arrived',
              'Left',
              'On site',
              `Detention (after ${hours(progress.freeMinutes)} free)`,
              '',
            ])}
          />
          <Table.Tbody>
            {progress.stops.map((s) => (
              <Table.Tr key={s.type}>
                <Table.Td>{s.type === 'pickup' ? 'Pickup' : 'Delivery'}</Table.Td>
                <Table.Td>
                  <StopTime stop={s} which="arrived" />
                </Table.Td>
                <Table.Td>
                  <StopTime stop={s} which="departed" />
                </Table.Td>
                <Table.Td>{hours(s.minutesOnSite)}</Table.Td>
                <Table.Td>{hours(s.detentionMinutes)}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    disabled={!timeZone}
                    onClick={() => setEditing(s.type)}
                    aria-label={`Edit times of the ${s.type}`}
                  >
                    Edit times
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {edited && timeZone ? (
        <StopTimesForm
          loadId={loadId}
          stop={edited.type}
          driver={{ arrivedAt: edited.driverArrivedAt, departedAt: edited.driverDepartedAt }}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {progress?.detentionProposalCents ? (
        <Group>
          <Button
            size="xs"
            loading={addDetention.isPending}
            onClick={() => addDetention.mutate(progress.detentionProposalCents ?? 0)}
          >
            Add detention {formatUsd(progress.detentionProposalCents)}
          </Button>
        </Group>
      ) : null}
      <Group>
        <Button
          size="xs"
          variant="light"
          loading={share.isPending}
          onClick={() => share.mutate(undefined, { onSuccess: (r) => setShared(r.data.url) })}
        >
          Share tracking
        </Button>
        {shared ? (
          <>
            <Anchor href={shared} target="_blank" rel="noreferrer" data-testid="shared-link">
              <Code>{shared}</Code>
            </Anchor>
            <CopyButton value={shared}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </>
        ) : null}
      </Group>
      {links.length > 0 ? (
        <Table withTableBorder aria-label="Tracking links">
          <TableHead cells={headCells(['Link made', 'State', 'Ends', ''])} />
          <Table.Tbody>
            {links.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{formatDateTime(l.createdAt)}</Table.Td>
                <Table.Td>{LINK_STATES[l.state]}</Table.Td>
                <Table.Td>{l.expiresAt ? formatDateTime(l.expiresAt) : '3 days after delivery'}</Table.Td>
                <Table.Td>
                  {l.state === 'active' ? (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        confirmAction({
                          title: 'Revoke this tracking link?',
                          message:
                            'Whoever has it (the broker, their customer) can no longer follow the load. A new link can be shared.',
                          confirmLabel: 'Revoke',
                          color: 'red',
                          onConfirm: async () => (await revoke.mutateAsync(l.id)).message,
                        })
                      }
                    >
                      Revoke
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {calls.length > 0 ? (
        <Table withTableBorder aria-label="Check calls">
          <TableHead cells={headCells(['Sent', 'Check call', 'To'])} />
          <Table.Tbody>
            {calls.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{formatDateTime(c.sentAt)}</Table.Td>
                <Table.Td>{CHECK_CALL_EVENT_NAMES[c.event]}</Table.Td>
                <Table.Td>{c.recipient}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed" data-testid="no-check-calls">
          No check calls sent for this load. They are mailed as the load moves to the contacts chosen in the
          Check calls card of{' '}
          <Anchor component={Link} to={paths.app.brokerProfile.getHref(broker.id)} size="sm">
            {broker.name}'s profile
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}
