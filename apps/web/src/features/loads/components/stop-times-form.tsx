import { CARRIER_TIME_ZONES, type CarrierTimeZone } from '@fletx/contract/carrier-settings';
import {
  instantOfZonedInput,
  type StopKind,
  type StopTimesBody,
  stopTimeIssues,
  zonedInputOf,
} from '@fletx/contract/stop-times';
import { Button, Group, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/form/date-field';
import { ModalForm } from '../../../components/popups/modal-form';
import { showError, showSuccess } from '../../../components/popups/popups';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { getErrorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useSaveStopTimes, useStopTimes } from '../api/load-stop-times';

type Field = 'arrivedAt' | 'departedAt';
type Errors = Partial<Record<Field, string>>;
/** The two inputs as typed: `yyyy-MM-ddTHH:mm` on the carrier's clock, '' for the driver's step. */
export type StopTimesInput = Record<Field, string>;

/**
 * The form's rules (packages/contract/src/stop-times.ts `stopTimeIssues`, the API's own) on the typed times read
 * in the carrier's zone: each message under its field. The load's entry date is the API's to check.
 */
export function stopTimesErrors(
  input: StopTimesInput,
  timeZone: string,
  driver: { arrivedAt: string | null; departedAt: string | null },
  now = Date.now(),
): Errors {
  const body = bodyOf(input, timeZone);
  const errors: Errors = {};
  for (const issue of stopTimeIssues(body, { now, loadCreatedAt: null, driver })) {
    errors[issue.field] ??= issue.message;
  }
  return errors;
}

const bodyOf = (input: StopTimesInput, timeZone: string): StopTimesBody => ({
  arrivedAt: instantOfZonedInput(input.arrivedAt, timeZone),
  departedAt: instantOfZonedInput(input.departedAt, timeZone),
});

export type StopTimesFormProps = {
  loadId: number;
  stop: StopKind;
  /** The driver's steps at the stop: what an empty field stands for. */
  driver: { arrivedAt: string | null; departedAt: string | null };
  timeZone: CarrierTimeZone;
  onClose: () => void;
};

/**
 * "Edit times" of a stop (docs/decisions/0067-stop-times-corrected-by-the-office.md): the arrival and departure
 * from the signed bill of lading, typed on the carrier's clock; an empty field takes the driver's step. Saved
 * with the version it was read in: a 412 shows who saved since, with Reload. Clear takes both steps again.
 */
export function StopTimesForm({ loadId, stop, driver, timeZone, onClose }: StopTimesFormProps) {
  const record = useStopTimes(loadId, stop);
  const save = useSaveStopTimes(loadId, stop);
  const [draft, setDraft] = useState<StopTimesInput | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const version = useRecordVersion(record, { dirty: draft !== null, load: () => setDraft(null) });
  const saved = version.record?.body.data;
  const input: StopTimesInput = draft ?? {
    arrivedAt: zonedInputOf(saved?.arrivedAt ?? null, timeZone),
    departedAt: zonedInputOf(saved?.departedAt ?? null, timeZone),
  };
  const errors = { ...serverErrors, ...(submitted ? stopTimesErrors(input, timeZone, driver) : {}) };
  const label = stop === 'pickup' ? 'Pickup' : 'Delivery';

  const send = (body: StopTimesBody) =>
    save.mutate(
      { body, etag: version.etag },
      {
        onSuccess: (response) => {
          version.saved();
          showSuccess(response.body.message);
          onClose();
        },
        onError: (error) => {
          if (version.catchStale(error)) return;
          const fields: Errors = {};
          for (const d of error instanceof ApiError ? error.details : []) {
            const field = d.path.replace(/^body\./, '');
            if (field === 'arrivedAt' || field === 'departedAt') fields[field] ??= d.message;
          }
          setServerErrors(fields);
          if (Object.keys(fields).length === 0) showError(getErrorMessage(error));
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(stopTimesErrors(input, timeZone, driver)).length === 0) send(bodyOf(input, timeZone));
  };
  const field = (name: Field, words: string, step: string | null) => (
    <DateField
      withTime
      label={words}
      description={
        step ? `Driver's step: ${formatDateTime(step, { seconds: false })}` : 'No step from the driver'
      }
      value={input[name]}
      onChange={(next) => {
        setDraft({ ...input, [name]: next });
        setServerErrors({});
      }}
      touched={submitted || serverErrors[name] !== undefined}
      error={errors[name]}
    />
  );

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={`${label} times`}
      subtitle="The times on the signed bill of lading. An empty field takes the driver's step."
      onSubmit={submit}
      submitting={save.isPending}
      saveDisabled={record.isPending}
      stale={version.stale}
    >
      <Text size="sm" data-testid="stop-times-zone">
        On the carrier's clock: {CARRIER_TIME_ZONES[timeZone]}
      </Text>
      {field('arrivedAt', 'Arrived', driver.arrivedAt)}
      {field('departedAt', 'Left', driver.departedAt)}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {saved && saved.version > 0 ? `Saved ${saved.version} time(s)` : 'Not corrected yet'}
        </Text>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={!saved || (saved.arrivedAt === null && saved.departedAt === null)}
          loading={save.isPending}
          onClick={() => send({ arrivedAt: null, departedAt: null })}
        >
          Clear
        </Button>
      </Group>
    </ModalForm>
  );
}
