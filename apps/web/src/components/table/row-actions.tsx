import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from './data-table';

export type RowActionProps = {
  /** The tooltip shown on hover. */
  tooltip: string;
  /** The button's accessible name, e.g. 'Edit truck TX 4821 KB'. */
  label: string;
  icon: TablerIcon;
  /** A link to this address; without it, a button that calls `onClick`. */
  to?: string;
  onClick?: () => void;
  color?: string;
  disabled?: boolean;
};

/** One icon button of a table row (View, Edit, Delete…), with its tooltip. */
export function RowAction({ tooltip, label, icon: Icon, to, onClick, color, disabled }: RowActionProps) {
  const icon = <Icon size={16} aria-hidden />;
  return (
    <Tooltip label={tooltip}>
      {to === undefined ? (
        <ActionIcon variant="subtle" color={color} disabled={disabled} onClick={onClick} aria-label={label}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon component={Link} to={to} variant="subtle" color={color} aria-label={label}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

export type ActionsColumnOptions = {
  align?: 'right' | 'center';
  width?: DataTableColumn<unknown>['width'];
};

/** The last column of a list: the row's action buttons, under the header 'Actions'. */
export function actionsColumn<T>(
  render: (row: T) => ReactNode,
  { align = 'right', width }: ActionsColumnOptions = {},
): DataTableColumn<T> {
  return {
    key: 'actions',
    header: 'Actions',
    align,
    width,
    render: (row) => (
      <Group gap={4} justify={align === 'center' ? 'center' : 'flex-end'} wrap="nowrap">
        {render(row)}
      </Group>
    ),
  };
}
