import { LOAD_TYPES } from '@fletx/contract/bookings';
import { Alert, Button, SimpleGrid, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Section } from '../../../components/cards/section';
import { FormBrokerField } from '../../../components/form/broker-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormRecordSelectField } from '../../../components/form/record-select-field';
import { paths } from '../../../config/paths';
import type { SelectOption } from '../../../lib/form-options';
import type { ReviewControl } from './review-inputs';

const LOAD_TYPE_OPTIONS = LOAD_TYPES.map((type) => ({ value: type, label: type }));

export type LoadSectionProps = {
  control: ReviewControl;
  drivers: { options: SelectOption[]; isPending: boolean };
  /** The broker the document names when none of ours matched it (null when one did). */
  unmatched: { name: string; mc: string } | null;
  /** The compliance block of the chosen driver, if any. */
  compliance: ReactNode;
  /** The dispatch warnings of the chosen driver (never blocking). */
  warnings: ReactNode;
};

/**
 * What the load needs that a rate confirmation does not say: the driver (approved drivers, with what blocks
 * them, as the load form), the broker of our list (the one matched, else chosen) and the load type.
 */
export function LoadSection({ control, drivers, unmatched, compliance, warnings }: LoadSectionProps) {
  return (
    <Section title="Load" withDivider>
      {unmatched ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconBriefcase size={18} aria-hidden />}
          title="New broker"
        >
          <Text size="sm">
            {`No broker matches ${unmatched.name || 'the document'}${unmatched.mc ? ` / MC ${unmatched.mc}` : ''}.`}{' '}
            Add it (it stays Pending until approved), or choose one of the approved brokers below.
          </Text>
          <Button
            component="a"
            href={paths.app.addBroker.getHref(unmatched)}
            target="_blank"
            rel="noopener"
            size="xs"
            variant="light"
            color="orange"
            mt="xs"
          >
            Add broker
          </Button>
        </Alert>
      ) : null}
      <SimpleGrid cols={3} spacing="sm">
        <FormRecordSelectField
          control={control}
          name="driverId"
          label="Driver"
          what="driver"
          records={drivers}
          placeholder="Select a driver"
        />
        <FormBrokerField control={control} name="brokerId" />
        <FormSelectField
          control={control}
          name="loadType"
          label="Load type"
          placeholder="FTL or LTL"
          data={LOAD_TYPE_OPTIONS}
          clearable
        />
      </SimpleGrid>
      {compliance}
      {warnings}
    </Section>
  );
}
