import { Button, Group, Stack, Text } from '@mantine/core';
import { PageCard } from '../../../components/cards/page-card';
import { confirmDelete, showAlert, showError, showSuccess } from '../../../components/popups/popups';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Success and error popups, the delete confirmation, and alerts. */
export function PopupsGallery() {
  return (
    <PageCard
      title="Popups and alerts"
      description="A success popup closes after 5 s; an error popup waits for OK."
    >
      <Stack gap="sm">
        <Group gap="sm">
          <Button color="teal" onClick={() => showSuccess('The truck was saved.')}>
            Show success popup
          </Button>
          <Button color="red" onClick={() => showError('The plate is already registered.')}>
            Show error popup
          </Button>
          <Button
            variant="outline"
            color="red"
            onClick={() =>
              confirmDelete({
                onConfirm: async () => {
                  await wait(700);
                  return 'The record was deleted.';
                },
              })
            }
          >
            Delete a record
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Alerts appear at the top right; errors stay until closed.
        </Text>
        <Group gap="sm">
          <Button variant="light" color="red" onClick={() => showAlert('You must provide an email address')}>
            Show error alert
          </Button>
          <Button
            variant="light"
            color="teal"
            onClick={() => showAlert('Email has been sent to name@company.com', { kind: 'success' })}
          >
            Show success alert
          </Button>
        </Group>
      </Stack>
    </PageCard>
  );
}
