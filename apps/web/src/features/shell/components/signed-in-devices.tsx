import type { SessionItem } from '@fletx/contract/sessions';
import { describeUserAgent } from '@fletx/contract/user-agent';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { IconButton } from '../../../components/buttons/icon-button';
import { confirmAction } from '../../../components/popups/popups';
import { DataTable, type DataTableColumn, tableQueryState } from '../../../components/table/data-table';
import { formatDateTime } from '../../../lib/format';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

export type SignedInDevicesProps = { opened: boolean; onClose: () => void };

/** 'Chrome 131' over 'Windows', or the raw user agent's absence said plainly. */
function Device({ session }: { session: SessionItem }) {
  const { browser, system } = describeUserAgent(session.userAgent);
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {browser}
        </Text>
        {session.current ? (
          <Badge size="xs" variant="light" color="teal">
            This device
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" title={session.userAgent || undefined}>
        {system}
      </Text>
    </Stack>
  );
}

/**
 * "Signed-in devices" (the user menu): every live session of mine, the browser and system it was signed in
 * from, its address, when it started and was last used; End one (after a confirmation), or all others.
 */
export function SignedInDevices({ opened, onClose }: SignedInDevicesProps) {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const items = sessions.data?.items;
  const others = items?.filter((session) => !session.current).length ?? 0;

  const columns: DataTableColumn<SessionItem>[] = [
    { key: 'device', header: 'Browser and system', render: (s) => <Device session={s} /> },
    { key: 'ip', header: 'Address', render: (s) => s.ip || '—' },
    { key: 'started', header: 'Started', render: (s) => formatDateTime(s.createdAt) },
    { key: 'lastUsed', header: 'Last used', render: (s) => formatDateTime(s.lastUsedAt) },
    {
      key: 'end',
      header: '',
      align: 'right',
      render: (s) =>
        s.current ? null : (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            aria-label={`End the session of ${describeUserAgent(s.userAgent).browser} at ${s.ip || 'an unknown address'}`}
            onClick={() =>
              confirmAction({
                title: 'End this session?',
                message: 'That device is signed out at once; signing in there again needs the password.',
                confirmLabel: 'End session',
                color: 'red',
                onConfirm: () => endOne.mutateAsync(s.id),
              })
            }
          >
            End
          </Button>
        ),
    },
  ];

  return (
    <Modal opened={opened} onClose={onClose} title="Signed-in devices" size="xl" centered>
      <Stack gap="sm">
        {/* Above the list: with many sessions the list runs past the dialog's height. */}
        <Group justify="space-between" align="center" wrap="nowrap">
          <Text size="sm" c="dimmed">
            Where your account is signed in. End a session you do not recognise, or a lost device’s.
          </Text>
          <IconButton
            icon={IconLogout2}
            variant="light"
            color="red"
            style={{ flexShrink: 0 }}
            disabled={others === 0}
            onClick={() =>
              confirmAction({
                title: 'End all other sessions?',
                message: `Every other device (${others}) is signed out at once. This one stays signed in.`,
                confirmLabel: 'End other sessions',
                color: 'red',
                onConfirm: () => endOthers.mutateAsync(),
              })
            }
          >
            End all other sessions
          </IconButton>
        </Group>
        <DataTable
          label="Signed-in devices"
          columns={columns}
          rows={items}
          {...tableQueryState(sessions)}
          emptyTitle="No signed-in device."
          skeletonRows={2}
          dense
        />
      </Stack>
    </Modal>
  );
}
