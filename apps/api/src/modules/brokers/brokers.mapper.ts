import type {
  Broker,
  BrokerContact,
  BrokerListItem,
  BrokerNameItem,
  CreateBrokerBody,
} from '@fletx/contract/brokers';
import { isoString } from '../../lib/iso-time';
import type { BrokerContactRow, BrokerRow, NewBrokerContactRow, NewBrokerRow } from './brokers.repository';

/** Wire ↔ table names of the brokers area, in one place (docs/product.md "Broker form" → a clean schema). */
export function toBrokerWire(row: BrokerRow): Broker {
  return {
    id: row.id,
    brokerName: row.name,
    mcNumber: row.mcNumber,
    involvingEmail: row.invoicingEmail,
    address: row.address,
    city: row.city,
    state: row.stateCode,
    zipCode: row.zipCode,
    daysToPay: row.daysToPay,
    status: row.status,
    comment: row.comment,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}

export function toBrokerListItem(row: BrokerRow & { contactPeopleCount: number }): BrokerListItem {
  return { ...toBrokerWire(row), contactPeopleCount: row.contactPeopleCount };
}

export function toBrokerName(row: Pick<BrokerRow, 'id' | 'name' | 'status'>): BrokerNameItem {
  return { id: row.id, brokerName: row.name, name: row.name, status: row.status };
}

export function toContactWire(row: BrokerContactRow): BrokerContact {
  return {
    id: row.id,
    brokerId: row.brokerId,
    contactName: row.name,
    role: row.role,
    phoneNumber: row.phone,
    email: row.email,
  };
}

export function fromBrokerBody(body: Omit<CreateBrokerBody, 'contactPeople'>): Omit<NewBrokerRow, 'status'> {
  return {
    name: body.brokerName,
    mcNumber: body.mcNumber,
    invoicingEmail: body.involvingEmail,
    address: body.address,
    city: body.city,
    stateCode: body.state,
    zipCode: body.zipCode,
    daysToPay: body.daysToPay,
    comment: body.comment ?? '',
  };
}

export function fromContactBody(
  brokerId: number,
  contact: CreateBrokerBody['contactPeople'][number],
): NewBrokerContactRow {
  return {
    brokerId,
    name: contact.contactName,
    role: contact.role,
    phone: contact.phoneNumber,
    email: contact.email,
  };
}
