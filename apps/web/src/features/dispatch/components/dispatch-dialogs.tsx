import type { BoardDriver, BoardLoad } from '@fletx/contract/dispatch';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { ComplianceBlock, useComplianceOverride } from '../../../components/compliance/compliance-block';
import { DateField } from '../../../components/form/date-field';

/*
 * The dialogs are memoised (with the page's stable callbacks): the page draws itself again as an assignment
 * goes on, and a closed dialog has nothing to change.
 */

/** "Assign to…": a driver found by typing, for the keyboard (and anyone who would rather not drag). */
export const AssignDialog = memo(function AssignDialog({
  load,
  drivers,
  onAssign,
  onClose,
}: {
  load: BoardLoad | null;
  drivers: ReadonlyArray<BoardDriver>;
  onAssign: (load: BoardLoad, driverId: number) => void;
  onClose: () => void;
}) {
  const [driverId, setDriverId] = useState<string | null>(null);
  // The drivers' names only while the dialog is open: the board's answer changes with every drop.
  const options = useMemo(
    () =>
      load === null
        ? []
        : drivers
            .filter((d) => d.id !== load.driverId)
            .map((d) => ({
              value: String(d.id),
              label: `${d.name}${d.truck ? ` · ${d.truck}` : ''}${d.location ? ` · ${d.location}` : ''}${d.compliance === 'blocked' ? ' — blocked' : ''}`,
            })),
    [drivers, load],
  );
  const close = () => {
    setDriverId(null);
    onClose();
  };
  return (
    <Modal opened={load !== null} onClose={close} title={load ? `Assign load ${load.number} to…` : ''}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (load && driverId) {
            onAssign(load, Number(driverId));
            close();
          }
        }}
      >
        <Stack>
          <Select
            label="Driver"
            placeholder="Type a name"
            data={options}
            value={driverId}
            onChange={setDriverId}
            searchable
            selectFirstOptionOnChange
            data-autofocus
            nothingFoundMessage="No such driver"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!driverId}>
              Assign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});

/** The compliance block of a drop, and its override for Carriers and Admin users. */
export const OverrideDialog = memo(function OverrideDialog({
  reason,
  onOverride,
  onClose,
}: {
  reason: string | null;
  onOverride: (overrideReason: string) => void;
  onClose: () => void;
}) {
  const override = useComplianceOverride();
  const close = () => {
    override.clear();
    onClose();
  };
  return (
    <Modal opened={reason !== null} onClose={close} title="This driver cannot be dispatched">
      <Stack>
        {reason ? <ComplianceBlock reason={reason} {...override.block} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          {override.mayOverride ? (
            <Button
              color="orange"
              disabled={!override.reason}
              onClick={() => {
                onOverride(override.reason);
                close();
              }}
            >
              Assign anyway
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
});

export type TimeOffInput = { kind: 'day_off' | 'home_time'; first: string; last: string; note: string };

/** A driver's day off or home time, whole days of the carrier's time zone. */
export const TimeOffDialog = memo(function TimeOffDialog({
  driver,
  defaultDay,
  onSave,
  onClose,
}: {
  driver: BoardDriver | null;
  defaultDay: string;
  onSave: (driver: BoardDriver, input: TimeOffInput) => void;
  onClose: () => void;
}) {
  const [input, setInput] = useState<TimeOffInput>({ kind: 'day_off', first: '', last: '', note: '' });
  const first = input.first || defaultDay;
  const last = input.last || first;
  const close = () => {
    setInput({ kind: 'day_off', first: '', last: '', note: '' });
    onClose();
  };
  return (
    <Modal opened={driver !== null} onClose={close} title={driver ? `Time off for ${driver.name}` : ''}>
      <Stack>
        <SegmentedControl
          value={input.kind}
          onChange={(kind) => setInput({ ...input, kind: kind as TimeOffInput['kind'] })}
          data={[
            { value: 'day_off', label: 'Day off' },
            { value: 'home_time', label: 'Home time' },
          ]}
        />
        <Group grow>
          <DateField label="First day" value={first} onChange={(v) => setInput({ ...input, first: v })} />
          <DateField label="Last day" value={last} onChange={(v) => setInput({ ...input, last: v })} />
        </Group>
        <TextInput
          label="Note"
          value={input.note}
          maxLength={200}
          onChange={(e) => setInput({ ...input, note: e.currentTarget.value })}
        />
        {last < first ? (
          <Text size="sm" c="red">
            The last day comes before the first.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={last < first}
            onClick={() => {
              if (driver) onSave(driver, { ...input, first, last });
              close();
            }}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
});
