import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import { Alert, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { UploadDocumentCard } from '../../../components/documents/documents-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { showError, showSuccess } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { getErrorMessage } from '../../../lib/api-client';
import { useBrokerDetail } from '../api/get-broker-detail';
import { useUpdateBroker } from '../api/update-broker';
import { BrokerForm, toFormValues } from '../components/broker-form';

export function EditBrokerPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const detail = useBrokerDetail(id);
  const update = useUpdateBroker();
  const back = paths.app.brokers.getHref();

  let body: ReactNode;
  if (id === 0) body = <EmptyStateCard title="No broker chosen" description="Open a broker from the list." />;
  else if (detail.isPending) body = <Loader aria-label="Loading the broker" />;
  else if (detail.error)
    body = (
      <Alert color="red" title="The broker could not be loaded.">
        {getErrorMessage(detail.error)}
      </Alert>
    );
  else {
    const { info, extraData } = detail.data.data;
    body = (
      <Stack gap="md">
        <BrokerForm
          key={info.updatedAt}
          defaultValues={toFormValues(info, extraData.brokerContactPeople)}
          submitting={update.isPending}
          onSubmit={(values) =>
            update.mutate(
              { id, body: values },
              {
                onSuccess: (response) => {
                  showSuccess(response.message);
                  navigate(back);
                },
                onError: (error) => showError(getErrorMessage(error)),
              },
            )
          }
          onCancel={() => navigate(back)}
        />
        <UploadDocumentCard
          target={{ entityTypeId: ENTITY_TYPE.broker, entityId: id, documentType: DOCUMENT_TYPE.broker }}
        />
      </Stack>
    );
  }
  return (
    <ContentLayout title="Edit broker" backTo={back}>
      {body}
    </ContentLayout>
  );
}
