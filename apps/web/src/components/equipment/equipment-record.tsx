import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Versioned } from '../../lib/api-client';
import { type StoredPictures, useStoredPictures } from '../../lib/equipment-pictures';
import { readId } from '../../lib/read-id';
import { RecordPage, type RecordQuery } from '../layouts/record-gate';
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

export type EquipmentFormPageProps<R> = {
  kind: EquipmentKind;
  /** The page's title when it edits a record ('Add truck' or 'Add trailer' otherwise). */
  editTitle: string;
  id: number | undefined;
  queries: readonly [
    RecordQuery & { data: Versioned<{ data: R }> | undefined },
    ReturnType<typeof useStoredPictures>,
  ];
  /** The form, empty (no record) or filled with the stored record and its pictures. */
  form: (record?: R, stored?: StoredPictures) => ReactNode;
};

/** /fletx/add-truck[?id] and /fletx/add-trailer[?id]: a new record without an id, the edit form with one. */
export function EquipmentFormPage<R>({ kind, editTitle, id, queries, form }: EquipmentFormPageProps<R>) {
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
