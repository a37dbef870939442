import { type ComponentType, Fragment } from 'react';
import { useSearchParams } from 'react-router';
import type { Versioned } from '../../lib/api-client';
import { type StoredPictures, useStoredPictures } from '../../lib/equipment-pictures';
import { readId } from '../../lib/read-id';
import { RecordPage, type RecordQuery } from '../layouts/record-gate';
import type { EquipmentFormProps } from './equipment-form';
import type { EquipmentKind } from './equipment-names';

/** A truck or trailer page's `?id=` (none for a new one), its record's query and its pictures' query. */
export function useEquipmentRecord<Q extends RecordQuery>(
  { entityTypeId }: EquipmentKind,
  useRecord: (id: number | undefined) => Q,
) {
  const [params] = useSearchParams();
  const id = readId(params);
  const record = useRecord(id);
  const pictures = useStoredPictures(entityTypeId, id);
  return { id, queries: [record, pictures] as const };
}

export type EquipmentFormPageProps<R, V> = {
  kind: EquipmentKind;
  /** The page's title when it edits a record ('Add truck' or 'Add trailer' otherwise). */
  editTitle: string;
  /** The record's query by its `?id=`. */
  useRecord: (id: number | undefined) => RecordQuery & { data: Versioned<{ data: R }> | undefined };
  /** The form (equipment-form.tsx), empty (`empty`) or filled with the stored record and its pictures. */
  Form: ComponentType<EquipmentFormProps<V>>;
  toFormValues: (record: R) => V;
  empty: V;
};

/** /fletx/add-truck[?id] and /fletx/add-trailer[?id]: a new record without an id, the edit form with one. */
export function EquipmentFormPage<R, V>({
  kind,
  editTitle,
  useRecord,
  Form,
  toFormValues,
  empty,
}: EquipmentFormPageProps<R, V>) {
  const { id, queries } = useEquipmentRecord(kind, useRecord);
  const form = (record?: R, stored: StoredPictures = {}) => (
    <Form id={id} initialValues={record ? toFormValues(record) : empty} storedPictures={stored} />
  );
  return (
    <RecordPage
      title={id === undefined ? `Add ${kind.singular}` : editTitle}
      backTo={kind.listHref}
      id={id}
      withoutId={<Fragment key="new">{form()}</Fragment>}
      what={kind.singular}
      queries={queries}
    >
      {(record, stored) => <Fragment key={id}>{form(record.body.data, stored)}</Fragment>}
    </RecordPage>
  );
}
