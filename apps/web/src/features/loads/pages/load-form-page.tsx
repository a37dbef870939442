import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import type { LoadBody, LoadFormType } from '@fletx/contract/loads';
import { Alert, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ImportRateConfirmationButton } from '../../../components/intake/import-button';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ChosenRecord } from '../../../components/layouts/query-content';
import { showError, showSuccess } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { useSavedThenBack } from '../../../hooks/use-saved-then-back';
import { getErrorMessage } from '../../../lib/api-client';
import { uploadDocument } from '../../../lib/documents';
import { useLoad } from '../../../lib/loads';
import { useCreateLoad } from '../api/create-load';
import { useUpdateLoad } from '../api/update-load';
import {
  copiedLoadFormValues,
  LoadForm,
  type LoadFormValues,
  toLoadFormValues,
} from '../components/load-form';

const OLD_LOAD_POPUP_MS = 5000;

/**
 * /fletx/add-load-driver?typeForm=new|old[&id][&copyOf]: 'Add new load', 'Edit load', 'Add old load', 'Edit old
 * load'; a new load may start as a copy of another (`copyOf`).
 */
export function LoadFormPage() {
  const [params] = useSearchParams();
  const typeForm: LoadFormType = params.get('typeForm') === 'old' ? 'old' : 'new';
  const id = useIdParam();
  const editing = id > 0;
  const copyParam = useIdParam('copyOf');
  const copyOf = editing || typeForm === 'old' ? 0 : copyParam;
  const navigate = useNavigate();
  const load = useLoad(editing ? id : copyOf);
  const version = useRecordVersion(load);
  const create = useCreateLoad();
  const update = useUpdateLoad();
  const [uploading, setUploading] = useState(false);
  const back = paths.app.loads.getHref();
  const saved = useSavedThenBack(back, version);
  const old = typeForm === 'old';
  const title = old ? (editing ? 'Edit old load' : 'Add old load') : editing ? 'Edit load' : 'Add new load';

  const submitCreate = (body: LoadBody, billOfLading: File | null) =>
    create.mutate(
      { ...body, typeForm },
      {
        onSuccess: async (response) => {
          if (old && billOfLading) {
            setUploading(true);
            try {
              await uploadDocument(
                {
                  entityTypeId: ENTITY_TYPE.load,
                  entityId: response.data.id,
                  documentType: DOCUMENT_TYPE.billOfLading,
                },
                billOfLading,
              );
            } catch (error) {
              setUploading(false);
              showError(`The load was saved, but its bill of lading was not: ${getErrorMessage(error)}`);
              navigate(paths.app.loadDetails.getHref(response.data.id, 'documents'));
              return;
            }
            setUploading(false);
          }
          showSuccess(response.message, old ? { durationMs: OLD_LOAD_POPUP_MS } : {});
          navigate(back);
        },
        onError: saved.onError,
      },
    );

  const newForm = (defaultValues: LoadFormValues) => (
    <LoadForm
      defaultValues={defaultValues}
      old={old}
      requireBillOfLading={old}
      submitLabel="Save"
      submitting={create.isPending || uploading}
      onSubmit={submitCreate}
      onCancel={() => navigate(back)}
    />
  );

  return (
    <ContentLayout title={title} backTo={back}>
      {editing ? (
        <ChosenRecord what="load" chosen query={{ ...load, data: version.record }}>
          {({ body: { data }, etag }) => {
            const record = data.info[0];
            if (!record) return <Alert color="red">This load does not exist.</Alert>;
            return (
              <LoadForm
                key={version.revision}
                defaultValues={toLoadFormValues(typeForm, record)}
                old={old}
                requireBillOfLading={false}
                current={{
                  broker: { id: record.broker_id, name: record.company_name },
                  driver:
                    record.user_id === null
                      ? undefined
                      : { id: record.user_id, name: record.driver_name ?? '' },
                  load: { id: record.id, status: record.loadbook_status_id },
                }}
                submitLabel="Update"
                submitting={update.isPending}
                onSubmit={(values) => update.mutate({ id, body: values, etag }, saved)}
                onCancel={() => navigate(back)}
                stale={version.stale}
              />
            );
          }}
        </ChosenRecord>
      ) : copyOf > 0 ? (
        <ChosenRecord what="load" chosen query={load}>
          {({ body: { data } }) => {
            const record = data.info[0];
            if (!record) return <Alert color="red">The load to copy does not exist.</Alert>;
            return (
              <>
                <Alert color="blue" title={`A copy of load ${record.id_number}`} data-testid="copied-load">
                  Its broker, stops, freight, trip rate and equipment are filled in. Enter this load's ID
                  number, its pickup and delivery times and its driver.
                </Alert>
                {newForm(copiedLoadFormValues(record))}
              </>
            );
          }}
        </ChosenRecord>
      ) : (
        <>
          {old ? null : (
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" c="dimmed">
                Have the broker's rate confirmation? Import it and review a filled-in load instead of typing.
              </Text>
              <ImportRateConfirmationButton size="xs" />
            </Group>
          )}
          {newForm(toLoadFormValues(typeForm))}
        </>
      )}
    </ContentLayout>
  );
}
