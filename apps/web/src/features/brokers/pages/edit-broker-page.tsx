import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import { UploadDocumentCard } from '../../../components/documents/documents-card';
import { EditRecordPage } from '../../../components/layouts/edit-record-page';
import { paths } from '../../../config/paths';
import { useBrokerDetail } from '../api/get-broker-detail';
import { useUpdateBroker } from '../api/update-broker';
import { BrokerForm, toFormValues } from '../components/broker-form';

export function EditBrokerPage() {
  return (
    <EditRecordPage
      title="Edit broker"
      what="broker"
      back={paths.app.brokers.getHref()}
      useRecord={useBrokerDetail}
      useUpdate={useUpdateBroker}
    >
      {({ data: { info, extraData } }, form, revision) => (
        <>
          <BrokerForm
            key={revision}
            defaultValues={toFormValues(info, extraData.brokerContactPeople)}
            {...form}
          />
          <UploadDocumentCard
            target={{
              entityTypeId: ENTITY_TYPE.broker,
              entityId: info.id,
              documentType: DOCUMENT_TYPE.broker,
            }}
          />
        </>
      )}
    </EditRecordPage>
  );
}
