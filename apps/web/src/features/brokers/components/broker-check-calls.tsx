import type { BrokerContact } from '@fletx/contract/brokers';
import {
  CHECK_CALL_EVENT_NAMES,
  CHECK_CALL_EVENTS,
  type CheckCallEvent,
  type CheckCallsBody,
  type CheckCallsSettings,
  type CheckCallsSettingsResponse,
  checkCallsBody,
} from '@fletx/contract/check-calls';
import { messages } from '@fletx/contract/messages';
import { Badge, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { alertingSubmit } from '../../../components/form/alerting-submit';
import { CardForm } from '../../../components/form/card-form';
import { FormCheckboxGroupField } from '../../../components/form/form-checkbox-group-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { QueryContent } from '../../../components/layouts/query-content';
import { showError, showSuccess } from '../../../components/popups/popups';
import { type RecordVersion, useRecordVersion } from '../../../hooks/use-record-version';
import { getErrorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useBrokerCheckCalls, useSaveBrokerCheckCalls } from '../api/broker-check-calls';

/** The form's fields: the chosen contacts' ids as the checkboxes hold them, and the free time as typed. */
type CheckCallValues = { contacts: string[]; events: CheckCallEvent[]; detentionFreeMinutes: string };

const checkCallForm = z
  .object({
    contacts: z.array(z.string()),
    events: z.array(z.enum(CHECK_CALL_EVENTS)),
    detentionFreeMinutes: z.string(),
  })
  .transform(
    ({ contacts, events, detentionFreeMinutes }): CheckCallsBody => ({
      contacts: contacts.map(Number),
      events,
      detentionFreeMinutes: detentionFreeMinutes.trim() === '' ? Number.NaN : Number(detentionFreeMinutes),
    }),
  )
  .pipe(checkCallsBody);

const valuesOf = (settings: CheckCallsSettings): CheckCallValues => ({
  contacts: settings.contacts.map(String),
  // In the contract's order, whatever order they were saved in.
  events: CHECK_CALL_EVENTS.filter((e) => settings.events.includes(e)),
  detentionFreeMinutes: String(settings.detentionFreeMinutes),
});

type Props = { brokerId: number; contacts: ReadonlyArray<BrokerContact> };

/**
 * A broker's check calls (docs/product.md "Tracking links and check calls"): which of its contacts get a mail,
 * with the load's tracking link, on which events of its loads; and the free time at a stop before detention.
 * Kept on the broker: saved with the broker's version they were read in (docs/product.md "Stale edits").
 */
export function BrokerCheckCalls({ brokerId, contacts }: Props) {
  const settings = useBrokerCheckCalls(brokerId);
  const version = useRecordVersion(settings);
  return (
    <QueryContent query={{ ...settings, data: version.record }}>
      {({ body: { data } }) => (
        <CheckCallsForm
          key={version.revision}
          brokerId={brokerId}
          contacts={contacts}
          settings={data}
          version={version}
        />
      )}
    </QueryContent>
  );
}

type FormProps = Props & { settings: CheckCallsSettings; version: RecordVersion<CheckCallsSettingsResponse> };

function CheckCallsForm({ brokerId, contacts, settings, version }: FormProps) {
  const save = useSaveBrokerCheckCalls(brokerId);
  const { control, handleSubmit, reset } = useZodForm<CheckCallValues, CheckCallsBody, CheckCallValues>(
    checkCallForm,
    { defaultValues: valuesOf(settings) },
  );
  const submit = alertingSubmit(handleSubmit, {
    alertId: `check-calls-${brokerId}`,
    alertFor: () => messages.invalidInput,
    onValid: (body) =>
      save.mutate(
        { body, etag: version.etag },
        {
          onSuccess: (response) => {
            version.saved();
            showSuccess(response.body.message);
          },
          onError: (error) => {
            if (!version.catchStale(error)) showError(getErrorMessage(error));
          },
        },
      ),
  });
  const unsubscribed = new Set(settings.unsubscribed);
  return (
    <CardForm
      label="Check calls"
      title="Check calls"
      description="Mails to this broker's contacts when its loads reach these events, each with the load's tracking link."
      onSubmit={submit}
      onCancel={() => reset()}
      busy={save.isPending}
      stale={version.stale}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <FormCheckboxGroupField
          control={control}
          name="contacts"
          label="Contacts"
          description={contacts.length === 0 ? 'Add a contact person first.' : 'Who gets the mails.'}
        >
          {contacts.map((c) => (
            <Group key={c.id} gap="xs" wrap="nowrap">
              <Checkbox value={String(c.id)} label={`${c.contactName} <${c.email}>`} />
              {unsubscribed.has(c.id) ? (
                <Badge size="xs" color="gray" variant="light">
                  Unsubscribed
                </Badge>
              ) : null}
            </Group>
          ))}
        </FormCheckboxGroupField>
        <FormCheckboxGroupField
          control={control}
          name="events"
          label="Events"
          description="Running late: when the ETA passes the next stop's window."
          order={(ticked) => CHECK_CALL_EVENTS.filter((e) => ticked.includes(e))}
        >
          {CHECK_CALL_EVENTS.map((e) => (
            <Checkbox key={e} value={e} label={CHECK_CALL_EVENT_NAMES[e]} />
          ))}
        </FormCheckboxGroupField>
        <Stack gap={4}>
          <FormTextField
            control={control}
            name="detentionFreeMinutes"
            type="number"
            label="Free time at a stop (minutes)"
            description="Time on site beyond it is detention, proposed for the invoice."
            maxLength={4}
            withAsterisk
          />
          {settings.contacts.length > 0 && settings.events.length === 0 ? (
            <Text size="xs" c="dimmed">
              No event chosen: no mail is sent.
            </Text>
          ) : null}
        </Stack>
      </SimpleGrid>
    </CardForm>
  );
}
