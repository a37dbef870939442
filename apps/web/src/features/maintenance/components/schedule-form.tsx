import {
  type MaintenanceSchedule,
  type MaintenanceUnitType,
  maintenanceMessages,
  scheduleBody,
} from '@fletx/contract/maintenance';
import { Select, SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDateField } from '../../../components/form/date-field';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { StaleRecordAlert } from '../../../components/form/stale-record-alert';
import { RecordHistory, useSeesHistory } from '../../../components/history/record-history';
import { ModalForm } from '../../../components/popups/modal-form';
import { showError, showSuccess } from '../../../components/popups/popups';
import { ApiError, getErrorMessage, isStaleRecordError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { queryKeys } from '../../../lib/query-keys';
import { useSaveSchedule, useTemplates } from '../api/maintenance-api';
import { checkedBy } from './form-body';
import { UnitFields } from './unit-fields';

/** What the fields hold as typed: text ('' for empty), and the switch. */
export type ScheduleFormValues = {
  unitType: string;
  unitId: string;
  task: string;
  everyMiles: string;
  everyDays: string;
  lastDoneAt: string;
  lastDoneMiles: string;
  blocksDispatch: boolean;
};

const whole = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replaceAll(',', '')));

/** The fields' text made into the contract's body, then checked by the contract's own schema. */
const scheduleForm = z
  .object({
    unitType: z.string(),
    unitId: z.string(),
    task: z.string(),
    everyMiles: z.string(),
    everyDays: z.string(),
    lastDoneAt: z.string(),
    lastDoneMiles: z.string(),
    blocksDispatch: z.boolean(),
  })
  .transform((v, ctx) =>
    checkedBy(scheduleBody, { [maintenanceMessages.lastDoneAt]: maintenanceMessages.lastDoneAtPicked })(
      {
        ...v,
        unitType: v.unitType || undefined,
        unitId: whole(v.unitId),
        everyMiles: whole(v.everyMiles) ?? null,
        everyDays: whole(v.everyDays) ?? null,
        lastDoneMiles: whole(v.lastDoneMiles),
      },
      ctx,
    ),
  );

const EMPTY: ScheduleFormValues = {
  unitType: 'truck',
  unitId: '',
  task: '',
  everyMiles: '',
  everyDays: '',
  lastDoneAt: '',
  lastDoneMiles: '',
  blocksDispatch: false,
};

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

const valuesOf = (schedule: MaintenanceSchedule): ScheduleFormValues => ({
  unitType: schedule.unitType,
  unitId: String(schedule.unitId),
  task: schedule.task,
  everyMiles: text(schedule.everyMiles),
  everyDays: text(schedule.everyDays),
  lastDoneAt: schedule.lastDoneAt,
  lastDoneMiles: String(schedule.lastDoneMiles),
  blocksDispatch: schedule.blocksDispatch,
});

const FIELDS = new Set<string>(Object.keys(EMPTY));

export type ScheduleFormProps = {
  /** The schedule edited; a new one without it (for the unit the list is filtered on, if any). */
  schedule?: MaintenanceSchedule;
  unit?: { unitType: MaintenanceUnitType; unitId: number };
  onClose: () => void;
};

/** Add or edit a maintenance schedule in a dialog; the server's refusals show under their fields. */
export function ScheduleForm({ schedule, unit, onClose }: ScheduleFormProps) {
  const templates = useTemplates().data?.data ?? [];
  const save = useSaveSchedule();
  const seesHistory = useSeesHistory();
  const start = schedule
    ? valuesOf(schedule)
    : { ...EMPTY, ...(unit ? { unitType: unit.unitType, unitId: String(unit.unitId) } : {}) };
  const { control, handleSubmit, setValue, setError } = useZodForm(scheduleForm, { defaultValues: start });
  const task = useWatch({ control, name: 'task' });

  const pickTemplate = (name: string | null) => {
    const template = templates.find((t) => t.task === name);
    if (!template) return;
    const fill = { shouldValidate: true, shouldTouch: true } as const;
    setValue('task', template.task, fill);
    setValue('everyMiles', text(template.everyMiles), fill);
    setValue('everyDays', text(template.everyDays), fill);
  };

  const [stale, setStale] = useState<string>();
  const queryClient = useQueryClient();
  const refused = (error: unknown) => {
    if (isStaleRecordError(error)) {
      setStale(error.message);
      return;
    }
    if (error instanceof ApiError) {
      for (const detail of error.details) {
        const name = detail.path.replace(/^body\./, '');
        if (FIELDS.has(name)) setError(name as FieldPath<ScheduleFormValues>, { message: detail.message });
      }
    }
    showError(getErrorMessage(error));
  };

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync({ id: schedule?.id, version: schedule?.version, body });
      showSuccess(answer.message);
      onClose();
    } catch (error) {
      refused(error);
    }
  });

  const title = schedule ? 'Edit schedule' : 'Add schedule';
  return (
    <ModalForm
      opened
      onClose={onClose}
      title={title}
      subtitle="A task every so many miles and/or days from when it was last done."
      onSubmit={submit}
      submitting={save.isPending}
      size={schedule && seesHistory ? 'xl' : 'lg'}
      after={
        schedule ? <RecordHistory entityType="maintenanceSchedule" entityId={schedule.id} inDialog /> : null
      }
    >
      {stale ? (
        <StaleRecordAlert
          message={stale}
          reloading={false}
          onReload={() => {
            // The list reads the schedule again with its new version; the form closes to be opened on it.
            void queryClient.invalidateQueries({ queryKey: queryKeys.maintenance.all });
            onClose();
          }}
        />
      ) : null}
      <SimpleGrid cols={2} spacing="sm">
        <UnitFields control={control} saved={schedule} onTypeChange={() => setValue('unitId', '')} />
        <Select
          label="Template"
          placeholder="Choose a usual task"
          data={templates.map((t) => ({ value: t.task, label: t.label }))}
          value={templates.some((t) => t.task === task) ? task : null}
          onChange={pickTemplate}
        />
        <FormTextField control={control} name="task" label="Task" withAsterisk />
        <FormTextField control={control} name="everyMiles" type="number" label="Every (miles)" />
        <FormTextField control={control} name="everyDays" type="number" label="Every (days)" />
        <FormDateField control={control} name="lastDoneAt" label="Last done on" withAsterisk />
        <FormTextField
          control={control}
          name="lastDoneMiles"
          type="number"
          label="Odometer when last done (mi)"
          withAsterisk
        />
      </SimpleGrid>
      <FormSwitchField
        control={control}
        name="blocksDispatch"
        label="Blocks dispatch when overdue"
        description="An overdue task keeps the unit off loads, like an expired document."
      />
    </ModalForm>
  );
}
