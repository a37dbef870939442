import { INTAKE_TRAILER_TYPES } from '@fletx/contract/intake';
import { ActionIcon, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { AddRowButton } from '../../../components/buttons/icon-button';
import { Section } from '../../../components/cards/section';
import { RatePerMileHint } from './rate-per-mile-hint';
import { type ReviewControl, ReviewSelect, ReviewText } from './review-inputs';

const TRAILER_OPTIONS = INTAKE_TRAILER_TYPES.map((type) => ({ value: type, label: type }));

/** The broker and its load number as the document names them. */
export function BrokerSection({ control }: { control: ReviewControl }) {
  return (
    <Section title="Broker" withDivider>
      <SimpleGrid cols={3} spacing="sm">
        <ReviewText control={control} name="brokerName" label="Broker name" />
        <ReviewText control={control} name="brokerMc" label="Broker MC number" />
        <ReviewText control={control} name="brokerLoadNumber" label="Broker load number" />
      </SimpleGrid>
    </Section>
  );
}

/** The line haul with its rate per mile, and the extras (fuel surcharge, detention, …), each with its amount. */
export function MoneySection({ control }: { control: ReviewControl }) {
  const extras = useFieldArray({ control, name: 'accessorials' });
  return (
    <Section title="Rate" withDivider>
      <SimpleGrid cols={3} spacing="sm">
        <ReviewText control={control} name="rate" type="number" label="Line haul (USD)" />
      </SimpleGrid>
      <RatePerMileHint control={control} />
      <Stack gap="xs">
        {extras.fields.map((extra, index) => (
          <Group key={extra.id} gap="sm" align="flex-end" wrap="nowrap">
            <ReviewText
              control={control}
              name={`accessorials.${index}.kind`}
              label={`Accessorial ${index + 1}`}
              placeholder="Fuel surcharge"
              style={{ flex: 2 }}
            />
            <ReviewText
              control={control}
              name={`accessorials.${index}.amount`}
              type="number"
              label={`Accessorial ${index + 1} amount (USD)`}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={`Remove accessorial ${index + 1}`}
              onClick={() => extras.remove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {extras.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            No accessorials were read.
          </Text>
        ) : null}
        <Group>
          <AddRowButton onClick={() => extras.append({ kind: '', amount: '' })}>Add accessorial</AddRowButton>
        </Group>
      </Stack>
    </Section>
  );
}

/** What is carried and on which trailer. */
export function CargoSection({ control }: { control: ReviewControl }) {
  return (
    <Section title="Cargo and equipment" withDivider>
      <SimpleGrid cols={2} spacing="sm">
        <ReviewText control={control} name="commodity" label="Commodity" />
        <ReviewText control={control} name="weight" type="number" label="Weight (lbs)" />
        <ReviewSelect
          control={control}
          name="trailerType"
          label="Trailer type"
          placeholder="Select a trailer type"
          data={TRAILER_OPTIONS}
          clearable
        />
        <ReviewText control={control} name="trailerLength" type="number" label="Trailer length (ft)" />
      </SimpleGrid>
    </Section>
  );
}
