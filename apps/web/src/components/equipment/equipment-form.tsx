import {
  PICTURE_DOCUMENT_TYPE,
  PICTURE_KINDS,
  PICTURE_LABELS,
  type PictureKind,
} from '@fletx/contract/equipment';
import { SimpleGrid, Stack } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { StaleRecord } from '../../hooks/use-record-version';
import { getErrorMessage } from '../../lib/api-client';
import { savePictures } from '../../lib/documents';
import type { StoredPictures } from '../../lib/equipment-pictures';
import { invalidations } from '../../lib/query-keys';
import { useInvalidate } from '../../lib/react-query';
import { Section } from '../cards/section';
import { CardForm } from '../form/card-form';
import { FormDateField } from '../form/date-field';
import { FormTextField } from '../form/form-text-field';
import { PictureInput } from '../pictures/picture-input';
import { showError, showSuccess } from '../popups/popups';
import type { EquipmentKind } from './equipment-names';

export type Saved = { message: string; data: { id: number } };

/** How the save of an edited record hears of a stale version (a 412) and of its success (`useRecordVersion`). */
export type SaveVersion = { catchStale: (error: unknown) => boolean; saved: () => void };

/**
 * The pictures chosen in a truck or trailer form, and the save that uploads them after the record. A failed
 * upload leaves the user on the saved record's form; else the list shows.
 */
export function useEquipmentPictures(
  { entityTypeId, formHref, listHref }: EquipmentKind,
  stored: StoredPictures,
) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [chosen, setChosen] = useState<Partial<Record<PictureKind, File | null>>>({});
  const [progress, setProgress] = useState<Partial<Record<PictureKind, number>>>({});
  const missing = PICTURE_KINDS.filter((kind) => !chosen[kind] && stored[kind] === undefined);

  /**
   * Saves the record, then its new pictures; says how it went and leaves the form. A stale version (412) is
   * the form's to show (next to Save), not a popup's.
   */
  const saveWithPictures = async (save: () => Promise<Saved>, version?: SaveVersion) => {
    let saved: Saved;
    try {
      saved = await save();
    } catch (error) {
      if (!version?.catchStale(error)) showError(getErrorMessage(error));
      return;
    }
    try {
      await savePictures({
        entityTypeId,
        entityId: saved.data.id,
        documentTypes: PICTURE_DOCUMENT_TYPE,
        labels: PICTURE_LABELS,
        chosen,
        stored,
        onProgress: (kind, percent) => setProgress((p) => ({ ...p, [kind]: percent })),
      });
    } catch (error) {
      showError(`${saved.message} But a picture could not be saved — ${getErrorMessage(error)}`);
      version?.saved();
      navigate(formHref(saved.data.id), { replace: true });
      return;
    } finally {
      await invalidate(invalidations.documentsChanged(entityTypeId, saved.data.id));
    }
    showSuccess(saved.message);
    navigate(listHref);
  };

  return {
    chosen,
    progress,
    missing,
    stored,
    choose: (kind: PictureKind, file: File | null) => setChosen((p) => ({ ...p, [kind]: file })),
    saveWithPictures,
  };
}

export type EquipmentPictures = ReturnType<typeof useEquipmentPictures>;

export type PicturesInputSectionProps = {
  pictures: EquipmentPictures;
  description: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the pictures. */
  children?: ReactNode;
};

/** The Pictures section of a truck or trailer form: front, back and panoramic. */
export function PicturesInputSection({
  pictures,
  description,
  required,
  disabled,
  children,
}: PicturesInputSectionProps) {
  return (
    <Section title="Pictures" description={description} withDivider>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {PICTURE_KINDS.map((kind) => (
          <PictureInput
            key={kind}
            label={PICTURE_LABELS[kind]}
            file={pictures.chosen[kind] ?? null}
            storedDocumentId={pictures.stored[kind]}
            progress={pictures.progress[kind]}
            required={required}
            disabled={disabled}
            onChange={(file) => pictures.choose(kind, file)}
          />
        ))}
      </SimpleGrid>
      {children}
    </Section>
  );
}

export type EquipmentFormFrameProps = {
  kind: EquipmentKind;
  /** The record's id in edit mode (the form's name is then 'Edit truck', not 'Add truck'). */
  id: number | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Save is blocked while the fields are invalid or `blocked`; both buttons while the form saves. */
  formState: { isSubmitting: boolean; isValid: boolean };
  blocked?: boolean;
  /** Set after a 412: the alert with Reload above Save. */
  stale?: StaleRecord;
  /** "What is missing?" beside a grey Save: the form's checks, every field's message shown. */
  onShowMissing?: () => Promise<void>;
  /** The sections, in order. */
  children: ReactNode;
};

/** The card of a truck or trailer form with Cancel (back to the list) and Save under it. */
export function EquipmentFormFrame({
  kind,
  id,
  onSubmit,
  formState,
  blocked,
  stale,
  onShowMissing,
  children,
}: EquipmentFormFrameProps) {
  const navigate = useNavigate();
  return (
    <CardForm
      label={`${id === undefined ? 'Add' : 'Edit'} ${kind.singular}`}
      onSubmit={onSubmit}
      onCancel={() => navigate(kind.listHref)}
      saveDisabled={!formState.isValid || blocked}
      busy={formState.isSubmitting}
      stale={stale}
      onShowMissing={onShowMissing}
    >
      <Stack gap="lg">{children}</Stack>
    </CardForm>
  );
}

/** The props of a truck or trailer form: edit mode with an id, the values to start from, its pictures. */
export type EquipmentFormProps<V> = { id?: number; initialValues: V; storedPictures: StoredPictures };

type YearAndPlateValues = { year: string; licenseplate_expiration: string };

/**
 * The model year or the plate expiration input, which trucks and trailers share (they stand in different
 * places of their forms).
 */
export function YearAndPlateField<T extends FieldValues & YearAndPlateValues, TOut>({
  control,
  field,
}: {
  control: Control<T, unknown, TOut>;
  field: keyof YearAndPlateValues;
}) {
  const name = field as FieldPathByValue<T, string>;
  return field === 'year' ? (
    <FormTextField control={control} name={name} type="number" label="Year" withAsterisk maxLength={4} />
  ) : (
    <FormDateField control={control} name={name} label="License plate expiration" withAsterisk />
  );
}

/** The Annual inspection section of a truck or trailer form: the date of the last one. */
export function AnnualInspectionSection<T extends FieldValues & { annual_inspection_date: string }, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  return (
    <Section title="Annual inspection" withDivider id="inspection">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <FormDateField
          control={control}
          name={'annual_inspection_date' as FieldPathByValue<T, string>}
          label="Annual inspection date"
          description="The last one; due again a year later"
        />
      </SimpleGrid>
    </Section>
  );
}
