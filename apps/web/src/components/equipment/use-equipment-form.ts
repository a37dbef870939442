import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useRecordVersion, type VersionedQuery } from '../../hooks/use-record-version';
import type { Versioned } from '../../lib/api-client';
import { useZodForm } from '../../lib/form';
import { type EquipmentFormProps, type Saved, useEquipmentPictures } from './equipment-form';
import type { EquipmentKind } from './equipment-names';

/** What a truck or trailer form reads and saves its record with. */
export type EquipmentRecordSource<Values, Output, Record> = {
  /** The record's query (edit): a Reload after a 412 fills the form from its new answer. */
  record: VersionedQuery<{ data: Record }>;
  toFormValues: (record: Record) => Values;
  /**
   * Creates the record (no id) or updates it with the version it was read in; answers it with its new version
   * (an update's `ETag`), which the record's query holds from then on.
   */
  save: (request: { id?: number; body: Output; etag?: string }) => Promise<Versioned<Saved>>;
};

/**
 * The form of a truck or trailer: its fields (zod-checked), the version of the record it was filled from
 * (docs/product.md "Stale edits"), its pictures, `saveWithPictures`, which saves the record and then uploads
 * the pictures chosen, and `frame`, the props of its EquipmentFormFrame.
 */
export function useEquipmentForm<Values extends FieldValues, Output, Record>(
  kind: EquipmentKind,
  schema: z.ZodType<Output, Values>,
  { id, initialValues, storedPictures }: EquipmentFormProps<Values>,
  { record, toFormValues, save }: EquipmentRecordSource<Values, Output, Record>,
) {
  const pictures = useEquipmentPictures(kind, storedPictures);
  const form = useZodForm(schema, {
    // Every value is given, so they are valid defaults (`DefaultValues` is their deep partial).
    defaultValues: initialValues as DefaultValues<Values>,
  });
  const version = useRecordVersion(record, {
    dirty: form.formState.isDirty,
    load: (loaded) => form.reset(toFormValues(loaded.data)),
  });
  const saveWithPictures = (body: Output) =>
    pictures.saveWithPictures(async () => (await save({ id, body, etag: version.etag })).body, version);
  /** The EquipmentFormFrame's props but its submit (and what else blocks Save). */
  const frame = {
    kind,
    id,
    formState: form.formState,
    stale: version.stale,
    // The checks without the save: every field's message shows (Save stays grey until they pass).
    onShowMissing: form.handleSubmit(() => undefined),
  };
  return { ...form, pictures, version, saveWithPictures, frame };
}
