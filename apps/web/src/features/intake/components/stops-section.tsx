import { INTAKE_STOP_KINDS } from '@fletx/contract/intake';
import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { AddRowButton } from '../../../components/buttons/icon-button';
import { Section } from '../../../components/cards/section';
import { type ReviewControl, ReviewDateTime, ReviewSelect, ReviewText } from './review-inputs';
import { emptyStop } from './review-values';

const KIND_LABELS = { pickup: 'Pickup', delivery: 'Delivery' } as const;
const KIND_OPTIONS = INTAKE_STOP_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

/** One stop's fields; its labels carry its number, so that each input has a name of its own. */
function StopFields({ control, index }: { control: ReviewControl; index: number }) {
  const n = index + 1;
  const at = <F extends string>(field: F) => `stops.${index}.${field}` as const;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={3} spacing="sm">
        <ReviewSelect
          control={control}
          name={at('kind')}
          label={`Stop ${n} kind`}
          data={KIND_OPTIONS}
          allowDeselect={false}
        />
        <ReviewText control={control} name={at('facility')} label={`Stop ${n} facility`} />
        <ReviewText control={control} name={at('reference')} label={`Stop ${n} reference`} />
      </SimpleGrid>
      <ReviewText control={control} name={at('address')} label={`Stop ${n} address`} />
      <SimpleGrid cols={4} spacing="sm">
        <ReviewText control={control} name={at('city')} label={`Stop ${n} city`} />
        <ReviewText control={control} name={at('state')} label={`Stop ${n} state`} maxLength={2} />
        <ReviewText control={control} name={at('zip')} label={`Stop ${n} ZIP`} maxLength={10} />
        <ReviewText control={control} name={at('phone')} type="phone" label={`Stop ${n} phone`} />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <ReviewDateTime control={control} name={at('open')} label={`Stop ${n} opens`} />
        <ReviewDateTime control={control} name={at('close')} label={`Stop ${n} closes`} />
      </SimpleGrid>
    </Stack>
  );
}

/** The stops in the document's order: pickups and deliveries, each with its window. */
export function StopsSection({ control }: { control: ReviewControl }) {
  const stops = useFieldArray({ control, name: 'stops' });
  return (
    <Section title="Stops" withDivider>
      <Stack gap="sm">
        {stops.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            No stops were read: add the pickup and the delivery.
          </Text>
        ) : null}
        {stops.fields.map((stop, index) => (
          <Paper key={stop.id} withBorder radius="sm" p="sm">
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600}>{`Stop ${index + 1}`}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove stop ${index + 1}`}
                onClick={() => stops.remove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <StopFields control={control} index={index} />
          </Paper>
        ))}
        <Group>
          <AddRowButton
            onClick={() => stops.append(emptyStop(stops.fields.length === 0 ? 'pickup' : 'delivery'))}
          >
            Add stop
          </AddRowButton>
        </Group>
      </Stack>
    </Section>
  );
}
