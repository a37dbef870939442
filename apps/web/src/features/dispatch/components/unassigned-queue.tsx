import { useDroppable } from '@dnd-kit/core';
import { type BoardLoad, queueCountText } from '@fletx/contract/dispatch';
import { US_STATES } from '@fletx/contract/us-states';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { DateField } from '../../../components/form/date-field';
import { useTrailerTypeOptions } from '../../../lib/form-options';
import { formatDateTime } from '../../../lib/format';
import classes from './dispatch-board.module.css';
import { LoadBar } from './load-bar';
import { VirtualList } from './virtual-list';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.code} · ${s.name}` }));
/**
 * A pickup's day and time as the facility's clock gives it: as entered, like every stop time (stored as UTC,
 * docs/decisions/0048-facility-clocks.md), in the app's dd/MM/yyyy and 24-hour clock.
 */
const pickupClock = (start: string) => formatDateTime(start, { utc: true, seconds: false });

/**
 * A queued load still without a driver when its pickup window has opened ("Due now") or its delivery window
 * has closed ("Late"), read on the facilities' clocks as the bars are (`startAt`, `endAt`).
 */
export function urgencyOf(load: Pick<BoardLoad, 'startAt' | 'endAt'>, now: number) {
  if (Date.parse(load.endAt) < now)
    return { label: 'Late', color: 'red.7', title: 'Its delivery window has closed without a driver' };
  if (Date.parse(load.startAt) < now)
    return { label: 'Due now', color: 'orange.8', title: 'Its pickup window is open and it has no driver' };
  return null;
}

/** A queued load's place: its card and the line under it. */
export const CARD_HEIGHT = 50;
/** Loads drawn above and below the visible ones. */
const OVERSCAN = 4;

export type QueueFilters = { originState: string; date: string; trailerTypeId: number | undefined };

export type UnassignedQueueProps = {
  loads: ReadonlyArray<BoardLoad>;
  filters: QueueFilters;
  onFilters: (patch: Partial<QueueFilters>) => void;
  openMenu: number | null;
  onMenu: (loadId: number | null) => void;
  onAssignTo: (load: BoardLoad) => void;
};

/**
 * One load of the queue: its card (dragged, or its menu opened) and when and what it is. Memoised, without its
 * place (the list's): a load leaving the queue above it does not draw it again.
 */
const QueueCard = memo(function QueueCard({
  load,
  menuOpen,
  onMenu,
  onAssignTo,
}: {
  load: BoardLoad;
  menuOpen: boolean;
  onMenu: (loadId: number | null) => void;
  onAssignTo: (load: BoardLoad) => void;
}) {
  // One line in the card's fixed height; the whole of it on hover.
  const line = `${pickupClock(load.start)} · ${load.trailerType} · ${load.statusName}`;
  const urgency = urgencyOf(load, Date.now());
  return (
    <>
      <LoadBar load={load} variant="card" menuOpen={menuOpen} onMenu={onMenu} onAssignTo={onAssignTo} />
      <Group gap={4} wrap="nowrap" mt={-4}>
        {urgency ? (
          <Text size="xs" fw={700} c={urgency.color} title={urgency.title} style={{ flexShrink: 0 }}>
            {urgency.label}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" truncate title={line}>
          {line}
        </Text>
      </Group>
    </>
  );
});

const keyOf = (load: BoardLoad) => load.id;

/** The queue's filters, memoised apart from its loads: a load in or out of the queue leaves them be. */
const QueueFilterFields = memo(function QueueFilterFields({
  filters,
  onFilters,
}: Pick<UnassignedQueueProps, 'filters' | 'onFilters'>) {
  const trailerTypes = useTrailerTypeOptions();
  return (
    <>
      <Group gap={6} grow>
        <Select
          label="Origin state"
          placeholder="All states"
          size="xs"
          data={STATE_OPTIONS}
          value={filters.originState || null}
          onChange={(v) => onFilters({ originState: v ?? '' })}
          searchable
          selectFirstOptionOnChange
          clearable
        />
        <Select
          label="Trailer"
          placeholder="All trailers"
          size="xs"
          data={trailerTypes}
          value={filters.trailerTypeId === undefined ? null : String(filters.trailerTypeId)}
          onChange={(v) => onFilters({ trailerTypeId: v ? Number(v) : undefined })}
          clearable
        />
      </Group>
      <DateField label="Pickup day" size="xs" value={filters.date} onChange={(date) => onFilters({ date })} />
    </>
  );
});

/**
 * The queue's drop zone, on its own: a drag's start, end and each row it crosses draw it again (dnd-kit's drop
 * zones follow the drag), not the filters and loads inside, made by the queue.
 */
function QueueZone({ children }: { children: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: 'queue' });
  return (
    <Stack gap="xs" w={300} miw={300} ref={setNodeRef} aria-label="Unassigned loads" component="section">
      {children}
    </Stack>
  );
}

/**
 * The loads without a driver (or refused by theirs), filtered; a drop here changes nothing. Only the loads in
 * view are drawn (like the board's rows), memoised, like each card: the queue may hold hundreds.
 */
export const UnassignedQueue = memo(function UnassignedQueue({
  loads,
  filters,
  onFilters,
  openMenu,
  onMenu,
  onAssignTo,
}: UnassignedQueueProps) {
  return (
    <QueueZone>
      <Title order={4}>Unassigned · {queueCountText(loads.length)}</Title>
      <QueueFilterFields filters={filters} onFilters={onFilters} />
      {loads.length === 0 ? (
        <Text size="sm" c="dimmed">
          {filters.originState || filters.date || filters.trailerTypeId !== undefined
            ? 'No waiting load matches these filters.'
            : 'No load waits for a driver.'}
        </Text>
      ) : (
        <VirtualList
          items={loads}
          itemHeight={CARD_HEIGHT}
          overscan={OVERSCAN}
          className={classes.queue}
          testId="queue-loads"
          keyOf={keyOf}
        >
          {(load) => (
            <QueueCard load={load} menuOpen={openMenu === load.id} onMenu={onMenu} onAssignTo={onAssignTo} />
          )}
        </VirtualList>
      )}
    </QueueZone>
  );
});
