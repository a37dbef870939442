import { useDroppable } from '@dnd-kit/core';
import { type BoardLoad, CARRIER_TIME_ZONE } from '@fletx/contract/dispatch';
import { US_STATES } from '@fletx/contract/us-states';
import { Group, ScrollArea, Select, Stack, Text, Title } from '@mantine/core';
import { DateField } from '../../../components/form/date-field';
import { useTrailerTypeOptions } from '../../../lib/form-options';
import { LoadBar } from './load-bar';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.code} · ${s.name}` }));
const DAY = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: CARRIER_TIME_ZONE,
});

export type QueueFilters = { originState: string; date: string; trailerTypeId: number | undefined };

export type UnassignedQueueProps = {
  loads: ReadonlyArray<BoardLoad>;
  filters: QueueFilters;
  onFilters: (patch: Partial<QueueFilters>) => void;
  openMenu: number | null;
  onMenu: (loadId: number | null) => void;
  onAssignTo: (load: BoardLoad) => void;
};

/** The loads without a driver (or refused by theirs), filtered; a drop here changes nothing. */
export function UnassignedQueue({
  loads,
  filters,
  onFilters,
  openMenu,
  onMenu,
  onAssignTo,
}: UnassignedQueueProps) {
  const trailerTypes = useTrailerTypeOptions();
  const { setNodeRef } = useDroppable({ id: 'queue' });
  return (
    <Stack gap="xs" w={300} miw={300} ref={setNodeRef} aria-label="Unassigned loads" component="section">
      <Title order={4}>Unassigned · {loads.length}</Title>
      <Group gap={6} grow>
        <Select
          label="Origin state"
          size="xs"
          data={STATE_OPTIONS}
          value={filters.originState || null}
          onChange={(v) => onFilters({ originState: v ?? '' })}
          searchable
          clearable
        />
        <Select
          label="Trailer"
          size="xs"
          data={trailerTypes}
          value={filters.trailerTypeId === undefined ? null : String(filters.trailerTypeId)}
          onChange={(v) => onFilters({ trailerTypeId: v ? Number(v) : undefined })}
          clearable
        />
      </Group>
      <DateField label="Pickup day" size="xs" value={filters.date} onChange={(date) => onFilters({ date })} />
      <ScrollArea h="calc(100vh - 380px)" mih={200} type="auto">
        {loads.length === 0 ? (
          <Text size="sm" c="dimmed">
            No load waits for a driver.
          </Text>
        ) : (
          loads.map((load) => (
            <div key={load.id}>
              <LoadBar
                load={load}
                variant="card"
                menuOpen={openMenu === load.id}
                onMenu={onMenu}
                onAssignTo={onAssignTo}
              />
              <Text size="xs" c="dimmed" mt={-4} mb={6}>
                {DAY.format(new Date(load.start))} · {load.trailerType} · {load.statusName}
              </Text>
            </div>
          ))
        )}
      </ScrollArea>
    </Stack>
  );
}
