import { scheduleLook } from '@fletx/contract/due-states';
import type { MaintenanceSchedule } from '@fletx/contract/maintenance';
import { Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { IconButton } from '../../../components/buttons/icon-button';
import { dueBadgeLook } from '../../../components/compliance/due-badge-look';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { type ItemsPageSectionProps, itemsPageProps } from '../../../components/table/items-page';
import { LookBadge } from '../../../components/table/look-badge';
import { NowrapText } from '../../../components/table/nowrap-text';
import { actionsColumn, DeleteRowAction, RowAction } from '../../../components/table/row-actions';
import { formatDate } from '../../../lib/format';
import { type ScheduleListParams, useDeleteSchedule, useSchedules } from '../api/maintenance-api';
import { ScheduleForm } from './schedule-form';
import { intervalText, milesText, taskLabel, unitName } from './unit-label';

/** When it was last done, and at what odometer when the schedule counts miles (a days-only one does not). */
const lastDoneText = (s: MaintenanceSchedule) =>
  [formatDate(s.lastDoneAt), s.everyMiles == null ? null : milesText(s.lastDoneMiles)]
    .filter(Boolean)
    .join(' · ');

const dueText = (s: MaintenanceSchedule) =>
  [s.dueAt ? formatDate(s.dueAt) : null, s.dueMiles == null ? null : milesText(s.dueMiles)]
    .filter(Boolean)
    .join(' · ');

function columns(
  name: (s: MaintenanceSchedule) => string,
  edit: (s: MaintenanceSchedule) => void,
  remove: (schedule: { id: number; version: number }) => Promise<string>,
): DataTableColumn<MaintenanceSchedule>[] {
  return [
    {
      key: 'unit',
      header: 'Unit',
      render: (s) => <NowrapText>{name(s)}</NowrapText>,
    },
    { key: 'task', header: 'Task', render: (s) => <NowrapText>{taskLabel(s.task)}</NowrapText> },
    {
      key: 'every',
      header: 'Every',
      render: (s) => <NowrapText>{intervalText(s.everyMiles, s.everyDays)}</NowrapText>,
    },
    {
      key: 'last',
      header: 'Last done',
      render: (s) => <NowrapText>{lastDoneText(s)}</NowrapText>,
    },
    {
      key: 'current',
      header: 'Odometer',
      align: 'right',
      // Only a schedule by miles reads it, as "Last done" says; a trailer without readings would show 0 mi.
      render: (s) => (s.everyMiles == null ? '—' : milesText(s.currentMiles)),
    },
    { key: 'due', header: 'Due at', render: (s) => <NowrapText>{dueText(s)}</NowrapText> },
    {
      key: 'state',
      header: 'State',
      render: (s) => (
        // The badge above what it means: a list at 1280 px has no room for them side by side.
        <Stack gap={2} align="flex-start">
          <LookBadge look={dueBadgeLook(scheduleLook(s.state))} />
          {s.blocksDispatch ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              Blocks dispatch
            </Text>
          ) : null}
          {s.warnings.map((w) => (
            <Text key={w.by} size="xs" c={w.within === null ? 'red' : 'orange'}>
              {w.message}
            </Text>
          ))}
        </Stack>
      ),
    },
    actionsColumn((s) => (
      <>
        <RowAction
          tooltip="Edit"
          label={`Edit ${taskLabel(s.task)} of ${name(s)}`}
          icon={IconPencil}
          onClick={() => edit(s)}
        />
        <DeleteRowAction label={`Delete ${taskLabel(s.task)} of ${name(s)}`} onConfirm={() => remove(s)} />
      </>
    )),
  ];
}

/** The schedules of the Maintenance screen: their state today, and the form to add or change one. */
export function SchedulesSection({ params, onPageChange }: ItemsPageSectionProps<ScheduleListParams>) {
  const list = useSchedules(params);
  const name = (s: MaintenanceSchedule) => unitName(s.unitType, s.unitNumber);
  const remove = useDeleteSchedule();
  const [editing, setEditing] = useState<MaintenanceSchedule | 'new'>();
  const unit =
    params.unitType && params.unitId !== undefined
      ? { unitType: params.unitType, unitId: params.unitId }
      : undefined;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <IconButton icon={IconPlus} onClick={() => setEditing('new')}>
          Add schedule
        </IconButton>
      </Group>
      <DataTable
        label="Maintenance schedules"
        dense
        columns={columns(name, setEditing, remove.mutateAsync)}
        {...itemsPageProps(list, params.page, onPageChange)}
        emptyTitle="No schedules"
        emptyMessage="No maintenance is scheduled for these filters: add a schedule."
      />
      {editing ? (
        <ScheduleForm
          schedule={editing === 'new' ? undefined : editing}
          unit={unit}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Stack>
  );
}
