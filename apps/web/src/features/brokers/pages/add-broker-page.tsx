import type { UpdateBrokerBody } from '@fletx/contract/brokers';
import { useNavigate, useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { showError, showSuccess } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useCreateBroker } from '../api/create-broker';
import { BrokerForm, toFormValues } from '../components/broker-form';

export function AddBrokerPage() {
  const navigate = useNavigate();
  // A rate confirmation's broker not in the list yet arrives with its name and MC number filled in.
  const [params] = useSearchParams();
  const create = useCreateBroker();
  const submit = ({ contactPeople, ...broker }: UpdateBrokerBody) => {
    create.mutate(
      { ...broker, contactPeople: (contactPeople ?? []).map(({ id: _id, ...contact }) => contact) },
      {
        onSuccess: (response) => {
          showSuccess(response.message);
          navigate(paths.app.brokers.getHref());
        },
        onError: (error) => showError(getErrorMessage(error)),
      },
    );
  };
  return (
    <ContentLayout title="Add broker" backTo={paths.app.brokers.getHref()}>
      <BrokerForm
        defaultValues={{
          ...toFormValues(),
          brokerName: params.get('name') ?? '',
          mcNumber: params.get('mc') ?? '',
        }}
        submitting={create.isPending}
        onSubmit={submit}
        onCancel={() => navigate(paths.app.brokers.getHref())}
      />
    </ContentLayout>
  );
}
