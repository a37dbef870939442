import { type IntakeDraft, intakeMessages } from '@fletx/contract/intake';
import { loadMessages } from '@fletx/contract/loads';
import { messages } from '@fletx/contract/messages';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { IconButton } from '../../../components/buttons/icon-button';
import {
  ComplianceBlock,
  complianceBlockOf,
  useComplianceOverride,
} from '../../../components/compliance/compliance-block';
import { confirmAction, showAlert, showError, showSuccess } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { loadDriverOptions, useLoadDrivers } from '../../../lib/form-options';
import { type DraftLoadBody, useCreateLoadFromDraft } from '../api/create-load';
import { useDiscardDraft } from '../api/discard-draft';
import { useUpdateDraft } from '../api/update-draft';
import { BrokerSection, CargoSection, MoneySection } from './document-fields';
import { LoadSection } from './load-section';
import {
  type ReviewOutput,
  type ReviewValues,
  reviewSchema,
  toFields,
  toReviewValues,
} from './review-values';
import { ReviewDispatchWarnings } from './review-warnings';
import { StopsSection } from './stops-section';

const ALERT_ID = 'rate-confirmation-review';
/** The form's values that are the load's choices, not the document's (they are not saved as corrections). */
const LOAD_CHOICES = new Set(['driverId', 'brokerId', 'loadType']);
/** The load form's names of the load's choices, for the server's field errors. */
const WIRE_NAMES: Record<string, FieldPath<ReviewValues>> = {
  user_id: 'driverId',
  broker_id: 'brokerId',
  loadType: 'loadType',
};

/** The discard of a draft, asked first; back to the inbox once done. */
export function useDiscard(id: number) {
  const discard = useDiscardDraft();
  const navigate = useNavigate();
  return () =>
    confirmAction({
      title: 'Discard this rate confirmation?',
      message: 'The draft and what was read from it are deleted. The broker’s layout learnt so far is kept.',
      confirmLabel: 'Discard',
      color: 'red',
      onConfirm: () => discard.mutateAsync(id),
      onDone: () => navigate(paths.app.rateConfirmations.getHref()),
    });
}

/**
 * The review of a read draft (docs/product.md "Rate confirmations"): what the document says, corrected where
 * needed (values read with low confidence are marked), and the load's driver, broker and type; Save
 * corrections teaches the broker's layout, Create load saves them first when changed, then makes the load.
 */
export function ReviewForm({ draft, etag: readAt }: { draft: IntakeDraft; etag: string | undefined }) {
  const navigate = useNavigate();
  const form = useZodForm(reviewSchema, { defaultValues: toReviewValues(draft.fields, draft.brokerId) });
  const { control, formState, setError } = form;
  const update = useUpdateDraft();
  /** The version the corrections are made on: the draft's as read, then each save's answer. */
  const [etag, setEtag] = useState(readAt);
  const createLoad = useCreateLoadFromDraft();
  const discard = useDiscard(draft.id);
  const drivers = useLoadDrivers();
  const override = useComplianceOverride();
  const [refusedFor, setRefusedFor] = useState<{ driverId: string; reason: string } | null>(null);
  const [driverId, brokerName, brokerMc] = useWatch({
    control,
    name: ['driverId', 'brokerName', 'brokerMc'],
  });
  const chosen = drivers.data?.data.find((d) => String(d.id) === driverId);
  const blockedReason = chosen?.compliance ?? (refusedFor?.driverId === driverId ? refusedFor.reason : null);
  const busy = update.isPending || createLoad.isPending;
  const fieldsChanged = Object.keys(formState.dirtyFields).some((key) => !LOAD_CHOICES.has(key));

  const invalid = () => showAlert(messages.invalidInput, { id: ALERT_ID });

  const save = form.handleSubmit(
    (values) =>
      update.mutate(
        { id: draft.id, fields: toFields(values), etag },
        {
          onSuccess: (answer) => {
            setEtag(answer.etag);
            showSuccess(answer.body.message || intakeMessages.updated);
            // What was saved is the new starting point: Create load does not send it again.
            form.reset(form.getValues());
          },
          onError: (error) => showError(getErrorMessage(error)),
        },
      ),
    invalid,
  );

  const refused = (error: unknown) => {
    const block = complianceBlockOf(error);
    if (block) {
      setRefusedFor({ driverId, reason: block });
      return;
    }
    if (error instanceof ApiError) {
      for (const detail of error.details) {
        const name = detail.path.startsWith('fields.') ? detail.path.slice(7) : WIRE_NAMES[detail.path];
        if (name) setError(name as FieldPath<ReviewValues>, { message: detail.message });
      }
    }
    showError(getErrorMessage(error));
  };

  const create = form.handleSubmit(async (values: ReviewOutput) => {
    if (!values.driverId) setError('driverId', { message: loadMessages.driver });
    if (!values.brokerId) setError('brokerId', { message: loadMessages.broker });
    if (!values.driverId || !values.brokerId) {
      showAlert(messages.allRequiredFields, { id: ALERT_ID });
      return;
    }
    const body: DraftLoadBody = {
      user_id: Number(values.driverId),
      broker_id: Number(values.brokerId),
      ...(values.loadType ? { loadType: values.loadType } : {}),
      ...override.overrideFor(blockedReason),
    };
    try {
      if (fieldsChanged) {
        const saved = await update.mutateAsync({ id: draft.id, fields: toFields(values), etag });
        setEtag(saved.etag);
      }
      const load = await createLoad.mutateAsync({ id: draft.id, body });
      showSuccess(load.message || intakeMessages.loadCreated);
      navigate(paths.app.loadDetails.getHref(load.data.id));
    } catch (error) {
      refused(error);
    }
  }, invalid);

  return (
    <form noValidate aria-label="Rate confirmation review" onSubmit={create}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Values with a yellow bar were read with little confidence: check them against the document.
              Focus a value to see where it was read.
            </Text>
            <BrokerSection control={control} />
            <MoneySection control={control} />
            <CargoSection control={control} />
            <StopsSection control={control} />
            <LoadSection
              control={control}
              drivers={{
                options: loadDriverOptions(drivers.data?.data, {
                  checkCompliance: true,
                  mayOverride: override.mayOverride,
                }),
                isPending: drivers.isPending,
              }}
              unmatched={draft.brokerId === null ? { name: brokerName, mc: brokerMc } : null}
              compliance={
                blockedReason ? <ComplianceBlock mt="sm" reason={blockedReason} {...override.block} /> : null
              }
              warnings={<ReviewDispatchWarnings control={control} />}
            />
          </Stack>
        </Paper>
        <Group justify="space-between">
          <IconButton icon={IconTrash} variant="subtle" color="red" onClick={discard} disabled={busy}>
            Discard
          </IconButton>
          <Group gap="sm">
            <IconButton
              icon={IconDeviceFloppy}
              variant="default"
              onClick={() => void save()}
              loading={update.isPending && !createLoad.isPending}
              disabled={busy}
            >
              Save corrections
            </IconButton>
            <IconButton type="submit" icon={IconTruckDelivery} loading={busy}>
              Create load
            </IconButton>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
