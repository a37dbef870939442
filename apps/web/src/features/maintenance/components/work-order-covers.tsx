import { scheduleLook } from '@fletx/contract/due-states';
import { INSPECTION_ITEM_LABELS, type UnitType } from '@fletx/contract/inspections';
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { FormCheckboxGroupField } from '../../../components/form/form-checkbox-group-field';
import { formatDate } from '../../../lib/format';
import { useOpenDefects } from '../api/inspections-api';
import { useSchedules } from '../api/maintenance-api';
import { KIND_LABEL, SEVERITY_LOOK } from './inspection-look';
import { taskLabel } from './unit-label';
import type { WorkOrderFormValues } from './work-order-values';

type Unit = { unitType: UnitType; unitId: number };
type Choice = { value: string; label: string; detail: string };

/** A list of checkboxes bound to an id list of the form, its refusal under it. */
function IdChecklist({
  control,
  name,
  label,
  empty,
  choices,
  disabled,
}: {
  control: Control<WorkOrderFormValues, unknown, unknown>;
  name: 'scheduleIds' | 'defectIds';
  label: string;
  empty: string;
  choices: Choice[];
  disabled?: boolean;
}) {
  return (
    <FormCheckboxGroupField control={control} name={name} label={label}>
      {choices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        choices.map((choice) => (
          <Checkbox
            key={choice.value}
            value={choice.value}
            label={choice.label}
            description={choice.detail}
            disabled={disabled}
          />
        ))
      )}
    </FormCheckboxGroupField>
  );
}

/** What the order covers: the unit's open defects it repairs and its schedules it fulfils. */
export function WorkOrderCovers({
  control,
  unit,
  workOrderId,
  keep,
  disabled,
}: {
  control: Control<WorkOrderFormValues, unknown, unknown>;
  unit: Unit;
  /** The order saved (none while new): the defects it repaired are listed too. */
  workOrderId: number | undefined;
  /** The defects the order repairs already (listed even once repaired). */
  keep: ReadonlyArray<number>;
  disabled?: boolean;
}) {
  const { defects } = useOpenDefects(unit, { workOrderId, keep });
  const schedules = useSchedules({ page: 1, state: '', ...unit, take: 100 }).data?.data.items ?? [];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <IdChecklist
        control={control}
        name="defectIds"
        label="Defects it repairs"
        empty="No open defect is reported on this unit."
        disabled={disabled}
        choices={defects.map(({ defect, inspection }) => ({
          value: String(defect.id),
          label: `${INSPECTION_ITEM_LABELS[defect.item]}: ${defect.note}`,
          detail: `${SEVERITY_LOOK[defect.severity].label} · ${KIND_LABEL[inspection.kind]} of ${formatDate(inspection.at)}`,
        }))}
      />
      <IdChecklist
        control={control}
        name="scheduleIds"
        label="Schedules it fulfils"
        empty="This unit has no maintenance schedule."
        disabled={disabled}
        choices={schedules.map((s) => ({
          value: String(s.id),
          label: taskLabel(s.task),
          detail: scheduleLook(s.state).word,
        }))}
      />
    </SimpleGrid>
  );
}
