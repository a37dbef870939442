import {
  type MaintenanceUnitType,
  maintenanceMessages,
  type OdometerReading,
  odometerBody,
} from '@fletx/contract/maintenance';
import { Badge, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { PageCard } from '../../../components/cards/page-card';
import { FormDateTimeField } from '../../../components/form/date-time-field';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { popupOutcome } from '../../../components/mutations/popup-outcome';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { itemsPageProps } from '../../../components/table/items-page';
import { useZodForm } from '../../../lib/form';
import { formatDateTime } from '../../../lib/format';
import { useOdometer, useRecordOdometer } from '../api/maintenance-api';
import { checkedBy } from './form-body';
import { milesText, unitName } from './unit-label';

type Unit = { unitType: MaintenanceUnitType; unitId: number };

type ReadingValues = { miles: string; at: string; reset: boolean; reason: string };

/** `yyyy-MM-ddTHH:mm` as typed (local time) → an instant with its offset, as the contract wants it. */
const instantOf = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

const readingForm = (unit: Unit) =>
  z
    .object({ miles: z.string(), at: z.string(), reset: z.boolean(), reason: z.string() })
    .refine((v) => !v.reset || v.reason.trim() !== '', {
      message: maintenanceMessages.resetReason,
      path: ['reason'],
    })
    .transform((v, ctx) =>
      checkedBy(odometerBody, { [maintenanceMessages.at]: maintenanceMessages.atPicked })(
        {
          ...unit,
          miles: v.miles.trim() === '' ? undefined : Number(v.miles.trim().replaceAll(',', '')),
          at: instantOf(v.at),
          ...(v.reset ? { reset: { reason: v.reason } } : {}),
        },
        ctx,
      ),
    );

/** Now, as the date-and-time field holds it (local time, to the minute). */
const nowLocal = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const columns: DataTableColumn<OdometerReading>[] = [
  { key: 'at', header: 'Read at', render: (r) => formatDateTime(r.at) },
  { key: 'miles', header: 'Miles', align: 'right', render: (r) => milesText(r.miles) },
  { key: 'source', header: 'Source', render: (r) => r.source.replace('_', ' ') },
  {
    key: 'reset',
    header: 'Reset',
    render: (r) =>
      r.resetReason ? (
        <Group gap={6} wrap="nowrap">
          <Badge color="grape" variant="light">
            Reset
          </Badge>
          {r.resetReason}
        </Group>
      ) : (
        '—'
      ),
  },
];

/** The reading form of `unit`, titled by its number once known (`unitNumber`). */
function ReadingForm({ unit, unitNumber }: { unit: Unit; unitNumber: string | undefined }) {
  const record = useRecordOdometer();
  const start: ReadingValues = { miles: '', at: nowLocal(), reset: false, reason: '' };
  const { control, handleSubmit, reset } = useZodForm(readingForm(unit), { defaultValues: start });
  const isReset = useWatch({ control, name: 'reset' });
  const submit = handleSubmit((body) =>
    record.mutate(
      body,
      popupOutcome(() => reset({ ...start, at: nowLocal() })),
    ),
  );
  return (
    <PageCard
      title={unitNumber ? `Record a reading for ${unitName(unit.unitType, unitNumber)}` : 'Record a reading'}
    >
      <form onSubmit={submit} noValidate aria-label="Record an odometer reading">
        <Group align="flex-start" gap="sm">
          <FormTextField
            control={control}
            name="miles"
            type="number"
            label="Odometer (mi)"
            withAsterisk
            w={180}
          />
          <FormDateTimeField control={control} name="at" label="Read at" withAsterisk w={220} />
          <FormSwitchField control={control} name="reset" label="Reset (lower than before)" mt={30} />
          {isReset ? (
            <FormTextField
              control={control}
              name="reason"
              label="Reason for the reset"
              placeholder="e.g. the cluster was replaced"
              withAsterisk
              maxLength={200}
              w={300}
            />
          ) : null}
          <Button type="submit" loading={record.isPending} mt={24}>
            Record
          </Button>
        </Group>
      </form>
    </PageCard>
  );
}

/**
 * The Odometer tab: record a reading for the unit chosen in the filters, and its readings, latest first; both
 * named by the unit's number: the filter's (`unitNumber`) or, until it is read, the one its readings give.
 */
export function OdometerSection({ unit, unitNumber }: { unit: Unit | undefined; unitNumber?: string }) {
  const [page, setPage] = useState(1);
  const readings = useOdometer(unit && { ...unit, page });
  const named = unitNumber ?? readings.data?.data.items[0]?.unitNumber;
  if (!unit) {
    return (
      <EmptyStateCard
        title="Choose a unit"
        description="Choose a truck or trailer and its id in the filters above to see and record its odometer."
      />
    );
  }
  return (
    <Stack gap="sm">
      <ReadingForm key={`${unit.unitType}-${unit.unitId}`} unit={unit} unitNumber={named} />
      <DataTable
        label={named ? `Odometer readings of ${unitName(unit.unitType, named)}` : 'Odometer readings'}
        dense
        columns={columns}
        {...itemsPageProps(readings, page, setPage)}
        emptyTitle="No readings"
        emptyMessage="No odometer reading is recorded for this unit yet."
      />
    </Stack>
  );
}
