import type { IntakeDraft, IntakeStop } from '@fletx/contract/intake';
import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconMail, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/table/data-table';
import { NowrapText } from '../../../components/table/nowrap-text';
import { paths } from '../../../config/paths';
import { EMPTY_VALUE, formatDateTime, formatMoney } from '../../../lib/format';
import { IntakeStatusBadge } from './intake-status-badge';

/**
 * A file name or an address that breaks after its separators first ("RateCon_ / 44120987.pdf",
 * "loads@ / echo.example.com"), rather than anywhere in a word ("RateCon_44120987.p / df"); a long name without
 * any still breaks (`ANYWHERE`), so the column never pushes the table wider than its card.
 */
export function breakable(text: string): ReactNode[] {
  const shown: ReactNode[] = [];
  let at = 0;
  for (const part of text.split(/(?<=[_\-@ ])/)) {
    if (at > 0) shown.push(<wbr key={at} />);
    shown.push(part);
    at += part.length;
  }
  return shown;
}

const ANYWHERE = { overflowWrap: 'anywhere' } as const;

const place = (stop: IntakeStop | undefined) =>
  stop?.city ? `${stop.city}${stop.state ? `, ${stop.state}` : ''}` : EMPTY_VALUE;

/** The first pickup above the last delivery, as the loads list shows a lane. */
function Lane({ stops }: { stops: ReadonlyArray<IntakeStop> }) {
  const from = stops.find((s) => s.kind === 'pickup');
  const to = stops.findLast((s) => s.kind === 'delivery');
  if (!from && !to) return <Text size="sm">{EMPTY_VALUE}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{place(from)}</Text>
      <Text size="sm">{`→ ${place(to)}`}</Text>
    </Stack>
  );
}

function Source({ draft }: { draft: IntakeDraft }) {
  const mail = draft.source === 'mail';
  const Icon = mail ? IconMail : IconUpload;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Stack gap={0}>
        <Text size="sm">{mail ? 'Mail' : 'Upload'}</Text>
        {mail && draft.sender ? (
          <Text size="xs" c="dimmed" style={ANYWHERE}>
            {breakable(draft.sender)}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/** The inbox's columns (docs/product.md "Rate confirmations"); the file name opens the review. */
export const draftColumns: ReadonlyArray<DataTableColumn<IntakeDraft>> = [
  {
    key: 'status',
    header: 'Status',
    render: (d) => (
      <Stack gap={2} align="flex-start">
        <IntakeStatusBadge status={d.status} />
        {d.duplicateOf === null ? null : (
          <Tooltip label={`Already imported as draft #${d.duplicateOf}`}>
            <Badge size="xs" variant="outline" color="orange" style={{ overflow: 'visible' }}>
              Duplicate
            </Badge>
          </Tooltip>
        )}
      </Stack>
    ),
  },
  {
    key: 'file',
    header: 'Document',
    render: (d) => (
      <Anchor component={Link} to={paths.app.rateConfirmation.getHref(d.id)} size="sm" style={ANYWHERE}>
        {breakable(d.fileName)}
      </Anchor>
    ),
  },
  { key: 'source', header: 'Source', render: (d) => <Source draft={d} />, hideBelow: 'lg' },
  { key: 'broker', header: 'Broker', render: (d) => d.fields.brokerName ?? EMPTY_VALUE },
  {
    key: 'brokerLoad',
    header: 'Broker load #',
    render: (d) => <NowrapText>{d.fields.brokerLoadNumber ?? EMPTY_VALUE}</NowrapText>,
  },
  { key: 'lane', header: 'Pickup → delivery', render: (d) => <Lane stops={d.fields.stops} /> },
  {
    key: 'rate',
    header: 'Rate',
    align: 'right',
    render: (d) => (
      <NowrapText>{d.fields.rate === null ? EMPTY_VALUE : formatMoney(d.fields.rate)}</NowrapText>
    ),
  },
  {
    key: 'received',
    header: 'Received',
    render: (d) => <NowrapText>{formatDateTime(d.createdAt, { seconds: false })}</NowrapText>,
    hideBelow: 'md',
  },
  {
    key: 'load',
    header: 'Load',
    render: (d) =>
      d.loadId === null ? (
        EMPTY_VALUE
      ) : (
        <Anchor
          component={Link}
          to={paths.app.loadDetails.getHref(d.loadId)}
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
        >{`Load #${d.loadId}`}</Anchor>
      ),
  },
];
