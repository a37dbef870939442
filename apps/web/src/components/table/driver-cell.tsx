import { Text } from '@mantine/core';
import type { DataTableColumn } from './data-table';

/** A load's driver by name, or a dimmed 'No driver' while none is assigned (the Loads list and a broker's loads). */
export function driverColumn<T>(nameOf: (row: T) => string | null | undefined): DataTableColumn<T> {
  return {
    key: 'driver',
    header: 'Driver',
    render: (row) =>
      nameOf(row) ?? (
        <Text size="sm" c="dimmed">
          No driver
        </Text>
      ),
  };
}
