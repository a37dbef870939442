import { Modal, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { IconButton } from '../../../components/buttons/icon-button';
import { FormActions } from '../../../components/form/form-actions';
import { loadDriverOptions, useLoadDrivers } from '../../../lib/form-options';

/**
 * "New message": any active driver, found by typing their name (the approved drivers of the load form's Driver,
 * lib/form-options.ts, each with their truck: every one of them in one answer). The chosen driver's conversation
 * opens: the one there is, however old (GET /api/messages/drivers/{id} reads it by the driver), or an empty one
 * for the first message. The drivers are asked only once the dialog opens.
 */
export function NewMessage({ onOpen }: { onOpen: (driverId: number) => void }) {
  const [opened, setOpened] = useState(false);
  const [driverId, setDriverId] = useState<string | null>(null);
  const drivers = useLoadDrivers(opened);
  const options = useMemo(
    () =>
      // Writing is not dispatching: no compliance reason beside the names.
      loadDriverOptions(drivers.data?.data, { checkCompliance: false, mayOverride: true }),
    [drivers.data],
  );
  const close = () => {
    setDriverId(null);
    setOpened(false);
  };
  return (
    <>
      <IconButton variant="light" icon={IconPlus} onClick={() => setOpened(true)}>
        New message
      </IconButton>
      <Modal opened={opened} onClose={close} title="New message">
        <form
          aria-label="New message"
          onSubmit={(event) => {
            event.preventDefault();
            if (!driverId) return;
            onOpen(Number(driverId));
            close();
          }}
        >
          <Stack>
            <Select
              label="Driver"
              placeholder={drivers.isPending ? 'Loading drivers…' : 'Type a name'}
              data={options}
              value={driverId}
              onChange={setDriverId}
              searchable
              selectFirstOptionOnChange
              data-autofocus
              nothingFoundMessage="No active driver has this name"
            />
            <Text size="sm" c="dimmed">
              A driver you have written with before: their conversation opens, with its messages.
            </Text>
            <FormActions onCancel={close} saveDisabled={!driverId} saveLabel="Write" gap="md" />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
