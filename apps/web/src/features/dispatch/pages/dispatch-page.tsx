import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  CARRIER_TIME_ZONES,
  type CarrierTimeZone,
  DEFAULT_TIME_ZONE,
} from '@fletx/contract/carrier-settings';
import { type BoardDriver, type BoardLoad, dispatchMessages, type TimeOff } from '@fletx/contract/dispatch';
import { ActionIcon, Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DateField } from '../../../components/form/date-field';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { showAlert } from '../../../components/popups/popups';
import { useCarrierTimeZone } from '../../../hooks/use-carrier-time-zone';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { getErrorMessage } from '../../../lib/api-client';
import { useAddTimeOff, useBoard, useRemoveTimeOff } from '../api/dispatch-api';
import { useAssignFlow } from '../api/use-assign-flow';
import { BoardGrid } from '../components/board-grid';
import {
  AssignDialog,
  OverrideDialog,
  TimeOffDialog,
  type TimeOffInput,
} from '../components/dispatch-dialogs';
import { DraggedLoad } from '../components/load-bar';
import { type QueueFilters, UnassignedQueue } from '../components/unassigned-queue';
import { addDays, dayEdges, dayIn, mondayOf, zonedMidnight } from '../lib/week';

/** The board's URL (docs/decisions/0039): `?week=2026-03-02&originState=TX&date=…&trailerTypeId=1`. */
const DISPATCH_URL = {
  week: listParam.date(),
  originState: listParam.text(),
  date: listParam.date(),
  trailerTypeId: listParam.id(),
};

const iso = (at: number) => new Date(at).toISOString();
/**
 * A drag starts once the pointer moved this far (a click opens the load's menu). One object for good: dnd-kit
 * gives its drag sources and drop zones a new context, and so draws every one of them again, whenever the
 * sensor's options are a new object.
 */
const POINTER = { activationConstraint: { distance: 6 } };
const NO_LOADS: ReadonlyArray<BoardLoad> = [];
const NO_DRIVERS: ReadonlyArray<BoardDriver> = [];

/**
 * The dispatch board (docs/product.md "Dispatch board"): every active driver's week, the queue beside it; a
 * load dragged onto a driver's row (or "Assign to…" from its menu) is assigned; live through the event stream.
 */
export function DispatchPage() {
  const zone = useCarrierTimeZone();
  // Without the carrier's zone (an error), the board still works in the default one, and says which.
  const timeZone = zone.data?.data.timeZone ?? (zone.isError ? DEFAULT_TIME_ZONE : undefined);
  return (
    <ContentLayout title="Dispatch board">
      {timeZone ? <DispatchBoard timeZone={timeZone} /> : <Loader size="sm" />}
    </ContentLayout>
  );
}

/** The board in the carrier's time zone: its days run from that zone's midnights. */
function DispatchBoard({ timeZone }: { timeZone: CarrierTimeZone }) {
  const { values, set } = useListParams(DISPATCH_URL);
  const today = dayIn(timeZone, Date.now());
  const week = values.week ? mondayOf(values.week) : mondayOf(today);
  const edges = useMemo(() => dayEdges(week, 7, timeZone), [week, timeZone]);
  const board = useBoard({
    from: iso(edges[0] ?? 0),
    to: iso(edges[7] ?? 0),
    originState: values.originState,
    date: values.date,
    trailerTypeId: values.trailerTypeId,
  });
  const drivers = board.data?.data.drivers ?? NO_DRIVERS;
  const flow = useAssignFlow(board.refetch, (id) => drivers.find((d) => d.id === id)?.name ?? 'the driver');
  const [openMenu, setOpenMenu] = useState<number | null>(null);
  const [assigning, setAssigning] = useState<BoardLoad | null>(null);
  const [timeOffFor, setTimeOffFor] = useState<BoardDriver | null>(null);
  const addTimeOff = useAddTimeOff();
  const removeTimeOff = useRemoveTimeOff();
  const sensors = useSensors(useSensor(PointerSensor, POINTER));

  // The grid, its rows, the queue and the dialogs are memoised: every callback they get stays the same while
  // the board is used (a drag, an assignment's progress and the board's new answer draw only what they
  // change), and calls the URL and the mutations of the latest render.
  const latest = useRef({ set, timeZone, addTimeOff: addTimeOff.mutate });
  useLayoutEffect(() => {
    latest.current = { set, timeZone, addTimeOff: addTimeOff.mutate };
  });
  const { assignTo, unassign } = flow;
  const onAssignTo = useCallback((load: BoardLoad) => {
    setOpenMenu(null);
    setAssigning(load);
  }, []);
  const onUnassign = useCallback(
    (load: BoardLoad) => {
      setOpenMenu(null);
      void unassign(load);
    },
    [unassign],
  );
  const onAssign = useCallback(
    (load: BoardLoad, driverId: number) => void assignTo(load, driverId),
    [assignTo],
  );
  const closeAssign = useCallback(() => setAssigning(null), []);
  const closeTimeOff = useCallback(() => setTimeOffFor(null), []);
  const onWeek = useCallback((day: string) => latest.current.set({ week: day }), []);
  const onFilters = useCallback((patch: Partial<QueueFilters>) => latest.current.set(patch), []);
  const filters = useMemo(
    () => ({ originState: values.originState, date: values.date, trailerTypeId: values.trailerTypeId }),
    [values.originState, values.date, values.trailerTypeId],
  );
  const onRemoveTimeOff = useCallback(
    (t: TimeOff, driver: BoardDriver) =>
      removeTimeOff.mutate(t.id, {
        onSuccess: () => showAlert(`Time off of ${driver.name} removed`, { kind: 'success' }),
        onError: (error) => showAlert(getErrorMessage(error)),
      }),
    [removeTimeOff.mutate],
  );
  const saveTimeOff = useCallback((driver: BoardDriver, input: TimeOffInput) => {
    const { addTimeOff: add, timeZone: zone } = latest.current;
    add(
      {
        driverId: driver.id,
        kind: input.kind,
        from: iso(zonedMidnight(input.first, zone)),
        to: iso(zonedMidnight(addDays(input.last, 1), zone)),
        ...(input.note.trim() ? { note: input.note.trim() } : {}),
      },
      {
        onError: (error) => showAlert(getErrorMessage(error)),
        // Saved over loads the driver has then: the answer names them, to give to another driver.
        onSuccess: ({ message }) => {
          if (message !== dispatchMessages.timeOffCreated)
            showAlert(message, { kind: 'warning', autoClose: false });
        },
      },
    );
  }, []);
  const onDragStart = useCallback(() => setOpenMenu(null), []);
  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      const load = event.active.data.current?.load as BoardLoad | undefined;
      const driverId = event.over?.data.current?.driverId as number | undefined;
      if (load && driverId !== undefined && driverId !== load.driverId) void assignTo(load, driverId);
    },
    [assignTo],
  );

  return (
    <>
      <WeekBar week={week} timeZone={timeZone} fetching={board.isFetching} onWeek={onWeek} />
      {board.isError ? <Alert color="red">{getErrorMessage(board.error)}</Alert> : null}
      <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd}>
        <Group align="flex-start" gap="md" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <BoardGrid
              drivers={drivers}
              week={week}
              today={today}
              edges={edges}
              openMenu={openMenu}
              onMenu={setOpenMenu}
              onAssignTo={onAssignTo}
              onUnassign={onUnassign}
              onTimeOff={setTimeOffFor}
              onRemoveTimeOff={onRemoveTimeOff}
            />
          </div>
          <UnassignedQueue
            loads={board.data?.data.unassigned ?? NO_LOADS}
            filters={filters}
            onFilters={onFilters}
            openMenu={openMenu}
            onMenu={setOpenMenu}
            onAssignTo={onAssignTo}
          />
        </Group>
        <DragOverlay dropAnimation={null}>
          <DraggedLoad />
        </DragOverlay>
      </DndContext>
      {/* The drivers only while it is open: closed, a new answer of the board leaves it be. */}
      <AssignDialog
        load={assigning}
        drivers={assigning ? drivers : NO_DRIVERS}
        onAssign={onAssign}
        onClose={closeAssign}
      />
      <OverrideDialog reason={flow.blockedReason} onOverride={flow.override} onClose={flow.closeBlocked} />
      <TimeOffDialog
        driver={timeOffFor}
        defaultDay={today >= week && today < addDays(week, 7) ? today : week}
        onSave={saveTimeOff}
        onClose={closeTimeOff}
      />
    </>
  );
}

/** The week shown and the way to others; memoised, like the grid: an assignment's progress leaves it be. */
const WeekBar = memo(function WeekBar({
  week,
  timeZone,
  fetching,
  onWeek,
}: {
  week: string;
  timeZone: CarrierTimeZone;
  fetching: boolean;
  /** A Monday, or '' for this week. */
  onWeek: (week: string) => void;
}) {
  return (
    <Group justify="space-between">
      <Group gap="xs">
        <ActionIcon variant="default" aria-label="Previous week" onClick={() => onWeek(addDays(week, -7))}>
          <IconChevronLeft size={16} />
        </ActionIcon>
        <DateField
          aria-label="Week of"
          size="xs"
          w={130}
          value={week}
          takenAs={mondayOf}
          onChange={(day) => day && onWeek(mondayOf(day))}
          // Enter takes the day typed as leaving does: the field then shows the week's Monday.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
        <ActionIcon variant="default" aria-label="Next week" onClick={() => onWeek(addDays(week, 7))}>
          <IconChevronRight size={16} />
        </ActionIcon>
        <Button size="xs" variant="subtle" onClick={() => onWeek('')}>
          This week
        </Button>
        {fetching ? <Loader size="xs" /> : null}
      </Group>
      <Text size="xs" c="dimmed">
        Times in {CARRIER_TIME_ZONES[timeZone]} time · drag a load onto a driver, or open its menu
      </Text>
    </Group>
  );
});
