import { addContactPeopleBody } from '@fletx/contract/brokers';
import { messages } from '@fletx/contract/messages';
import { useNavigate } from 'react-router';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { CardForm } from '../../../components/form/card-form';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { showAlert, showError, showSuccess } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { getErrorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useAddContactPeople } from '../api/add-contact-people';
import { useBrokerDetail } from '../api/get-broker-detail';
import { ContactRows, type ContactRowValues, EMPTY_CONTACT } from '../components/contact-rows';

type ContactsFormValues = { contactPeople: ContactRowValues[] };

export function AddContactBrokerPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const detail = useBrokerDetail(id);
  const add = useAddContactPeople();
  const profile = paths.app.brokerProfile.getHref(id);
  const { control, handleSubmit } = useZodForm(addContactPeopleBody, {
    defaultValues: { contactPeople: [{ ...EMPTY_CONTACT }] } satisfies ContactsFormValues,
  });
  const submit = handleSubmit(
    (body) =>
      add.mutate(
        { id, body },
        {
          onSuccess: (response) => {
            showSuccess(response.message);
            navigate(profile);
          },
          onError: (error) => showError(getErrorMessage(error)),
        },
      ),
    () => showAlert(messages.contactInfo, { id: 'add-contact-broker' }),
  );

  if (id === 0) {
    return (
      <ContentLayout title="Add contact" backTo={paths.app.brokers.getHref()}>
        <EmptyStateCard title="No broker chosen" description="Open a broker from the list." />
      </ContentLayout>
    );
  }
  return (
    <ContentLayout title="Add contact" backTo={profile}>
      <CardForm
        label="Add contact form"
        title="Add contact info"
        description={
          detail.data ? `New contact people of ${detail.data.body.data.info.brokerName}.` : undefined
        }
        onSubmit={submit}
        onCancel={() => navigate(profile)}
        busy={add.isPending}
      >
        <ContactRows control={control} />
      </CardForm>
    </ContentLayout>
  );
}
