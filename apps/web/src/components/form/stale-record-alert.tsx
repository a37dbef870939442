import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { StaleRecord } from '../../hooks/use-record-version';
import { IconButton } from '../buttons/icon-button';

/**
 * The alert next to Save when the record changed since the form was filled (docs/product.md "Stale edits"):
 * the server's message (who changed it, when) and Reload, which fills the form with the saved values.
 */
export function StaleRecordAlert({
  message,
  reloading,
  onReload,
  hint = 'Reload replaces what you typed with the saved values; then make your change again and save.',
}: StaleRecord) {
  return (
    <Alert
      color="orange"
      variant="light"
      title="Your changes were not saved"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="stale-record-alert"
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm">{message}</Text>
        <IconButton
          icon={IconRefresh}
          size="xs"
          variant="filled"
          color="orange"
          loading={reloading}
          onClick={onReload}
        >
          Reload
        </IconButton>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Alert>
  );
}
