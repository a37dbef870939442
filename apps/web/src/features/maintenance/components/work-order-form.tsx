import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import type { WorkOrder, WorkOrderBody, WorkOrderStatus } from '@fletx/contract/work-orders';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { type UseFormSetError, useWatch } from 'react-hook-form';
import { UploadDocumentCard } from '../../../components/documents/documents-card';
import { FormActions } from '../../../components/form/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormTextareaField } from '../../../components/form/form-textarea-field';
import type { StaleRecord } from '../../../hooks/use-record-version';
import { useZodForm } from '../../../lib/form';
import { UnitFields } from './unit-fields';
import { unitOf } from './unit-label';
import { WorkOrderCovers } from './work-order-covers';
import { EMPTY_LINE, WorkOrderLines } from './work-order-lines';
import { valuesOf, type WorkOrderFormValues, workOrderForm } from './work-order-values';

const EMPTY: WorkOrderFormValues = {
  unitType: 'truck',
  unitId: '',
  vendor: '',
  odometer: '',
  downtimeHours: '',
  notes: '',
  scheduleIds: [],
  defectIds: [],
  lines: [{ ...EMPTY_LINE }],
};

/** What a work order's documents may be: the shop's invoice first. */
const WORK_ORDER_DOCUMENTS = [
  { id: DOCUMENT_TYPE.shopInvoice, name: 'Shop invoice' },
  { id: DOCUMENT_TYPE.workOrder, name: 'Other (quote, receipt)' },
];

/** The next status an order moves to, and the button that moves it. */
const NEXT: Partial<Record<WorkOrderStatus, { status: WorkOrderStatus; label: string }>> = {
  open: { status: 'in_progress', label: 'Start work' },
  in_progress: { status: 'done', label: 'Mark done' },
};

export type WorkOrderFormProps = {
  /** The order edited; a new one without it (for `unit` when given). */
  order?: WorkOrder;
  unit?: { unitType: MaintenanceUnitType; unitId: number };
  submitting: boolean;
  /** Saves the body; `status` moves the order forward; `setError` puts the server's refusals under fields. */
  onSubmit: (body: WorkOrderBody, status: WorkOrderStatus | undefined, setError: FormSetError) => void;
  onCancel: () => void;
  stale?: StaleRecord;
};

export type FormSetError = UseFormSetError<WorkOrderFormValues>;

/**
 * A work order's form (docs/product.md "Maintenance"): its unit, vendor, odometer, the defects it repairs
 * and schedules it fulfils, its lines with their live total, downtime and notes; a done order is read only.
 */
export function WorkOrderForm({ order, unit, submitting, onSubmit, onCancel, stale }: WorkOrderFormProps) {
  const start = order
    ? valuesOf(order)
    : { ...EMPTY, ...(unit ? { unitType: unit.unitType, unitId: String(unit.unitId) } : {}) };
  const { control, handleSubmit, setValue, setError, formState } = useZodForm(workOrderForm, {
    defaultValues: start,
  });
  const [unitType, unitId] = useWatch({ control, name: ['unitType', 'unitId'] });
  const done = order?.status === 'done';
  const next = order ? NEXT[order.status] : undefined;
  const chosen = unitOf(unitType, unitId);
  const submitWith = (status?: WorkOrderStatus) => handleSubmit((body) => onSubmit(body, status, setError));

  return (
    <form onSubmit={submitWith()} noValidate aria-label="Work order form">
      <Stack gap="md">
        {done ? (
          <Alert color="green" variant="light" title="Done">
            This work order is done: a done order is final and cannot be changed.
          </Alert>
        ) : null}
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <UnitFields
              control={control}
              disabled={order !== undefined}
              saved={order}
              onTypeChange={() => {
                setValue('unitId', '');
                setValue('defectIds', []);
                setValue('scheduleIds', []);
              }}
            />
            <FormTextField control={control} name="vendor" label="Vendor or shop" disabled={done} />
            <FormTextField
              control={control}
              name="odometer"
              label="Odometer (mi)"
              inputMode="numeric"
              description="Needed to finish an order that covers a schedule by miles"
              disabled={done}
            />
            <FormTextField
              control={control}
              name="downtimeHours"
              label="Downtime (hours)"
              inputMode="decimal"
              disabled={done}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          {chosen ? (
            <WorkOrderCovers
              control={control}
              unit={chosen}
              workOrderId={order?.id}
              keep={order?.defectIds ?? []}
              disabled={done}
            />
          ) : (
            <Text size="sm" c="dimmed">
              Choose the unit to see its open defects and its schedules.
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md">
          <Title order={4} mb="xs">
            Lines
          </Title>
          <WorkOrderLines
            control={control}
            disabled={done}
            error={formState.errors.lines?.root?.message ?? formState.errors.lines?.message}
          />
        </Paper>
        <Paper withBorder p="md">
          <FormTextareaField
            control={control}
            name="notes"
            label="Notes"
            autosize
            minRows={2}
            disabled={done}
          />
        </Paper>
        {order ? (
          <UploadDocumentCard
            title="Documents"
            target={{
              entityTypeId: ENTITY_TYPE.workOrder,
              entityId: order.id,
              documentType: DOCUMENT_TYPE.shopInvoice,
            }}
            documentTypes={WORK_ORDER_DOCUMENTS}
          />
        ) : (
          <Paper withBorder p="md" data-testid="work-order-documents-later">
            <Group gap="xs">
              <IconFileInvoice size={18} aria-hidden />
              <Text size="sm" c="dimmed">
                The shop's invoice and other documents are attached once the work order is created.
              </Text>
            </Group>
          </Paper>
        )}
        {done ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Back
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" align="flex-end">
            {next ? (
              <Button variant="light" loading={submitting} onClick={submitWith(next.status)}>
                {next.label}
              </Button>
            ) : (
              <span />
            )}
            <FormActions
              onCancel={onCancel}
              saving={submitting}
              cancelDisabled={submitting}
              saveLabel={order ? 'Save' : 'Create work order'}
              stale={stale}
            />
          </Group>
        )}
      </Stack>
    </form>
  );
}
