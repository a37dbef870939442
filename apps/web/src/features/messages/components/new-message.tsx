import { Modal, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { IconButton } from '../../../components/buttons/icon-button';
import { FormActions } from '../../../components/form/form-actions';
import { loadDriverOptions, useLoadDrivers } from '../../../lib/form-options';
import { useConversationDrivers } from '../api/messages-api';

/**
 * "New message": a conversation with an active driver who has none yet, found by typing their name (the
 * approved drivers of the load form's Driver, lib/form-options.ts, each with their truck); the chosen driver's
 * conversation opens, empty, for the first message. The drivers are asked only once the dialog opens.
 */
export function NewMessage({ onOpen }: { onOpen: (driverId: number) => void }) {
  const [opened, setOpened] = useState(false);
  const [driverId, setDriverId] = useState<string | null>(null);
  const drivers = useLoadDrivers(opened);
  const talking = useConversationDrivers(opened);
  const options = useMemo(
    () =>
      loadDriverOptions(
        drivers.data?.data.filter((d) => !talking.data?.has(d.id)),
        // Writing is not dispatching: no compliance reason beside the names.
        { checkCompliance: false, mayOverride: true },
      ),
    [drivers.data, talking.data],
  );
  const pending = drivers.isPending || talking.isPending;
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
              placeholder={pending ? 'Loading drivers…' : 'Type a name'}
              data={options}
              value={driverId}
              onChange={setDriverId}
              searchable
              selectFirstOptionOnChange
              data-autofocus
              nothingFoundMessage="No active driver without a conversation has this name"
            />
            {!pending && options.length === 0 && (
              <Text size="sm" c="dimmed">
                Every active driver has a conversation already: open it on the left.
              </Text>
            )}
            <FormActions onCancel={close} saveDisabled={!driverId} saveLabel="Write" gap="md" />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
