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
import { getErrorMessage } from '../../lib/api-client';
import { savePictures } from '../../lib/documents';
import type { StoredPictures } from '../../lib/equipment-pictures';
import { PageCard } from '../cards/page-card';
import { Section } from '../cards/section';
import { FormDateField } from '../form/date-field';
import { FormActions } from '../form/form-actions';
import { FormTextField } from '../form/form-fields';
import { PictureInput } from '../pictures/picture-input';
import { showError, showSuccess } from '../popups/popups';

type Saved = { message: string; data: { id: number } };

export type EquipmentPicturesOptions = {
  /** ENTITY_TYPE.truck or ENTITY_TYPE.trailer. */
  entityTypeId: number;
  stored: StoredPictures;
  /** The form of a saved record (where a failed picture upload leaves the user) and the list. */
  formHref: (id: number) => string;
  listHref: string;
};

/** The pictures chosen in a truck or trailer form, and the save that uploads them after the record. */
export function useEquipmentPictures({ entityTypeId, stored, formHref, listHref }: EquipmentPicturesOptions) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Partial<Record<PictureKind, File | null>>>({});
  const [progress, setProgress] = useState<Partial<Record<PictureKind, number>>>({});
  const missing = PICTURE_KINDS.filter((kind) => !chosen[kind] && stored[kind] === undefined);

  /** Saves the record, then its new pictures; says how it went and leaves the form. */
  const saveWithPictures = async (save: () => Promise<Saved>) => {
    let saved: Saved;
    try {
      saved = await save();
    } catch (error) {
      showError(getErrorMessage(error));
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
      navigate(formHref(saved.data.id), { replace: true });
      return;
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
  /** The form's accessible name, e.g. 'Add truck'. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  busy: boolean;
  saveDisabled: boolean;
  /** The sections, in order. */
  children: ReactNode;
};

/** The card of a truck or trailer form with Cancel and Save under it. */
export function EquipmentFormFrame({
  label,
  onSubmit,
  onCancel,
  busy,
  saveDisabled,
  children,
}: EquipmentFormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <PageCard>
          <Stack gap="lg">{children}</Stack>
        </PageCard>
        <FormActions onCancel={onCancel} cancelDisabled={busy} saveDisabled={saveDisabled} saving={busy} />
      </Stack>
    </form>
  );
}

type YearAndPlateValues = { year: string; licenseplate_expiration: string };

/** The model year and plate expiration inputs, which trucks and trailers share. */
export function YearField<T extends FieldValues & YearAndPlateValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  return (
    <FormTextField
      control={control}
      name={'year' as FieldPathByValue<T, string>}
      type="number"
      label="Year"
      withAsterisk
      maxLength={4}
    />
  );
}

export function PlateExpirationField<T extends FieldValues & YearAndPlateValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  return (
    <FormDateField
      control={control}
      name={'licenseplate_expiration' as FieldPathByValue<T, string>}
      label="License plate expiration"
      withAsterisk
    />
  );
}
