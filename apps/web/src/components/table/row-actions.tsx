import { ActionIcon, Group } from '@mantine/core';
import { IconEye, IconPencil, IconTrash, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DeferredTooltip } from '../overlays/deferred-tooltip';
import { loadPopups } from '../popups/load-popups';
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
  /** A spinner instead of the icon (a button's call is on its way). */
  loading?: boolean;
};

/** One icon button of a table row (View, Edit, Delete…), with its tooltip. */
export function RowAction({
  tooltip,
  label,
  icon: Icon,
  to,
  onClick,
  color,
  disabled,
  loading,
}: RowActionProps) {
  const icon = <Icon size={16} aria-hidden />;
  const look = { variant: 'subtle', size: 'md', color, 'aria-label': label } as const;
  return (
    <DeferredTooltip label={tooltip}>
      {to === undefined ? (
        <ActionIcon {...look} disabled={disabled} loading={loading} onClick={onClick}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon component={Link} to={to} {...look}>
          {icon}
        </ActionIcon>
      )}
    </DeferredTooltip>
  );
}

export type LinkRowActionProps = Pick<RowActionProps, 'label'> & {
  /** The page it opens. */
  to: string;
  /** 'View' or 'Edit' unless told (what the page is, e.g. 'Profile', 'Edit booking'). */
  tooltip?: string;
};

/** The eye of a row: opens the record's own page. */
export function ViewRowAction({ tooltip = 'View', label, to }: LinkRowActionProps) {
  return <RowAction tooltip={tooltip} label={label} icon={IconEye} to={to} />;
}

/** The pencil of a row: opens the record's form. */
export function EditRowAction({ tooltip = 'Edit', label, to }: LinkRowActionProps) {
  return <RowAction tooltip={tooltip} label={label} icon={IconPencil} to={to} />;
}

export type DeleteRowActionProps = Pick<RowActionProps, 'label' | 'disabled'> & {
  /** 'Delete' unless told (e.g. why a disabled button cannot delete). */
  tooltip?: string;
  /** Runs the deletion once confirmed; resolves with the server's message. */
  onConfirm: () => Promise<string | undefined>;
  /** The confirmation's text, when there is more to say than "You won't be able to revert this!". */
  text?: string;
};

/** The red trash button of a row: it asks 'Are you sure?' before deleting. */
export function DeleteRowAction({
  tooltip = 'Delete',
  label,
  disabled,
  onConfirm,
  text,
}: DeleteRowActionProps) {
  return (
    <RowAction
      tooltip={tooltip}
      label={label}
      icon={IconTrash}
      color="red"
      disabled={disabled}
      onClick={() =>
        void loadPopups().then(({ confirmDelete }) =>
          confirmDelete({ onConfirm, ...(text === undefined ? {} : { text }) }),
        )
      }
    />
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
      <Group gap={2} justify={align === 'center' ? 'center' : 'flex-end'} wrap="nowrap">
        {render(row)}
      </Group>
    ),
  };
}

/** The last column of a list whose rows open a page of their own: an eye that links to it. */
export function viewColumn<T>(href: (row: T) => string, label: (row: T) => string): DataTableColumn<T> {
  return {
    key: 'view',
    header: '',
    align: 'center',
    width: 50,
    render: (row) => (
      <ActionIcon component={Link} to={href(row)} variant="subtle" aria-label={label(row)}>
        <IconEye size={18} />
      </ActionIcon>
    ),
  };
}
