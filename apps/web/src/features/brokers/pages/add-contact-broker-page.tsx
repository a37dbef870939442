import { type AddContactPeopleInput, addContactPeopleBody } from '@fletx/contract/brokers';
import { messages } from '@fletx/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { showAlert, showError, showSuccess } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { getErrorMessage } from '../../../lib/api-client';
import { useAddContactPeople } from '../api/add-contact-people';
import { useBrokerDetail } from '../api/get-broker-detail';
import { ContactRows, type ContactRowValues, EMPTY_CONTACT } from '../components/contact-rows';

type ContactsFormValues = { contactPeople: ContactRowValues[] };
const resolver = zodResolver(addContactPeopleBody) as unknown as Resolver<
  ContactsFormValues,
  unknown,
  AddContactPeopleInput
>;

export function AddContactBrokerPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const detail = useBrokerDetail(id);
  const add = useAddContactPeople();
  const profile = paths.app.brokerProfile.getHref(id);
  const { control, handleSubmit } = useForm<ContactsFormValues, unknown, AddContactPeopleInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { contactPeople: [{ ...EMPTY_CONTACT }] },
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
      <form onSubmit={submit} noValidate aria-label="Add contact form">
        <Stack gap="md">
          <PageCard
            title="Add contact info"
            description={
              detail.data ? `New contact people of ${detail.data.data.info.brokerName}.` : undefined
            }
          >
            <ContactRows control={control} />
          </PageCard>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => navigate(profile)} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </ContentLayout>
  );
}
