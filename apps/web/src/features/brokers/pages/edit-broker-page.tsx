import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { UploadDocumentCard } from '../../../components/documents/documents-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ChosenRecord } from '../../../components/layouts/query-content';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { useSavedThenBack } from '../../../hooks/use-saved-then-back';
import { useBrokerDetail } from '../api/get-broker-detail';
import { useUpdateBroker } from '../api/update-broker';
import { BrokerForm, toFormValues } from '../components/broker-form';

export function EditBrokerPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const detail = useBrokerDetail(id);
  const version = useRecordVersion(detail);
  const update = useUpdateBroker();
  const back = paths.app.brokers.getHref();
  const saved = useSavedThenBack(back, version);
  return (
    <ContentLayout title="Edit broker" backTo={back}>
      <ChosenRecord what="broker" chosen={id !== 0} query={{ ...detail, data: version.record }}>
        {({
          body: {
            data: { info, extraData },
          },
          etag,
        }) => (
          <Stack gap="md">
            <BrokerForm
              key={version.revision}
              defaultValues={toFormValues(info, extraData.brokerContactPeople)}
              submitting={update.isPending}
              onSubmit={(values) => update.mutate({ id, body: values, etag }, saved)}
              onCancel={() => navigate(back)}
              stale={version.stale}
            />
            <UploadDocumentCard
              target={{ entityTypeId: ENTITY_TYPE.broker, entityId: id, documentType: DOCUMENT_TYPE.broker }}
            />
          </Stack>
        )}
      </ChosenRecord>
    </ContentLayout>
  );
}
