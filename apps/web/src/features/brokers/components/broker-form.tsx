import {
  type Broker,
  type BrokerContact,
  type UpdateBrokerBody,
  updateBrokerBody,
} from '@fletx/contract/brokers';
import { messages } from '@fletx/contract/messages';
import { SimpleGrid } from '@mantine/core';
import type { FieldErrors } from 'react-hook-form';
import { Section } from '../../../components/cards/section';
import { AddressFields } from '../../../components/form/address-fields';
import { CardForm } from '../../../components/form/card-form';
import { type FieldRow, FormFields } from '../../../components/form/form-fields';
import { FormTextareaField } from '../../../components/form/form-textarea-field';
import { type CardFormSource, useCardForm } from '../../../components/form/use-card-form';
import { ContactRows, type ContactRowValues, EMPTY_CONTACT } from './contact-rows';

export type BrokerFormValues = {
  brokerName: string;
  mcNumber: string;
  involvingEmail: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  daysToPay: string;
  comment: string;
  contactPeople: ContactRowValues[];
};

const ALERT_ID = 'broker-form';
/** The fields above the address, in the order they show. */
const BROKER_TEXT_FIELDS: FieldRow<BrokerFormValues>[] = [
  { name: 'brokerName', label: 'Broker name' },
  { name: 'mcNumber', label: 'MC number', placeholder: 'MC-123456' },
  { name: 'involvingEmail', type: 'email', label: 'Invoicing email' },
  { name: 'daysToPay', type: 'number', label: 'Days to pay' },
];

export function toFormValues(broker?: Broker, contacts: BrokerContact[] = []): BrokerFormValues {
  return {
    brokerName: broker?.brokerName ?? '',
    mcNumber: broker?.mcNumber ?? '',
    involvingEmail: broker?.involvingEmail ?? '',
    address: broker?.address ?? '',
    city: broker?.city ?? '',
    state: broker?.state ?? '',
    zipCode: broker?.zipCode ?? '',
    daysToPay: broker ? String(broker.daysToPay) : '',
    comment: broker?.comment ?? '',
    contactPeople: broker
      ? contacts.map(({ id, contactName, role, phoneNumber, email }) => ({
          id,
          contactName,
          role,
          phoneNumber,
          email,
        }))
      : [{ ...EMPTY_CONTACT }],
  };
}

/**
 * docs/product.md "Broker form": missing broker fields → 'All info must not be provided'; contacts → 'Contact
 * info …'.
 */
export function brokerFormAlert(errors: FieldErrors<BrokerFormValues>): string {
  const { contactPeople, ...brokerFields } = errors;
  const missing = Object.values(brokerFields).some((error) => error?.message === 'Required field');
  if (missing) return messages.allInfo;
  if (contactPeople) return messages.contactInfo;
  return messages.invalidInput;
}

export type BrokerFormProps = CardFormSource<BrokerFormValues> & {
  onSubmit: (body: UpdateBrokerBody) => void;
};

export function BrokerForm({ onSubmit, ...source }: BrokerFormProps) {
  const { control, card } = useCardForm(updateBrokerBody, source, {
    alertId: ALERT_ID,
    alertFor: brokerFormAlert,
    onValid: onSubmit,
  });

  return (
    <CardForm label="Broker form" title="Broker information" {...card}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <FormFields control={control} fields={BROKER_TEXT_FIELDS} required />
        <AddressFields control={control} />
      </SimpleGrid>
      <FormTextareaField control={control} name="comment" label="Comment" autosize minRows={2} maxRows={6} />
      <Section title="Add contact info" withDivider>
        <ContactRows control={control} />
      </Section>
    </CardForm>
  );
}
