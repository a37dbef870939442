import { ENTITY_TYPE } from '@fletx/contract/documents';
import { PICTURE_LABELS } from '@fletx/contract/equipment';
import { TRAILER_SIZE } from '@fletx/contract/parametrics';
import {
  type TrailerFormValues,
  type TrailerRecord,
  trailerForm,
  trailerMessages,
} from '@fletx/contract/trailers';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Text } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Section } from '../../../components/cards/section';
import {
  EquipmentFormFrame,
  PicturesInputSection,
  PlateExpirationField,
  useEquipmentPictures,
  YearField,
} from '../../../components/equipment/equipment-form';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields';
import { showError } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { useTrailerSizes, useTrailerTypes } from '../api/get-trailer-parametrics';
import type { StoredPictures } from '../api/get-trailer-pictures';
import { useSaveTrailer } from '../api/save-trailer';

type FormOutput = z.output<typeof trailerForm>;

export const EMPTY_TRAILER: TrailerFormValues = {
  vin: '',
  size_id: '',
  size_other: '',
  year: '',
  licenseplate_expiration: '',
  trailer_number: '',
  type_id: '',
  licenseplate_number: '',
  licenseplate_truck_number: '',
};

export function toFormValues(trailer: TrailerRecord): TrailerFormValues {
  return {
    vin: trailer.vin,
    size_id: String(trailer.size_id),
    size_other: trailer.size_other ?? '',
    year: String(trailer.year),
    licenseplate_expiration: trailer.licenseplate_expiration,
    trailer_number: trailer.trailer_number,
    type_id: String(trailer.type_id),
    licenseplate_number: trailer.licenseplate_number,
    licenseplate_truck_number: trailer.licenseplate_truck_number,
  };
}

export type TrailerFormProps = {
  trailerId?: number;
  initialValues: TrailerFormValues;
  storedPictures: StoredPictures;
};

/** Add / edit trailer (spec loads §5 Trailer form): three pictures required, truck found by its plate. */
export function TrailerForm({ trailerId, initialValues, storedPictures }: TrailerFormProps) {
  const navigate = useNavigate();
  const save = useSaveTrailer();
  const types = useTrailerTypes();
  const sizes = useTrailerSizes();
  const pictures = useEquipmentPictures({
    entityTypeId: ENTITY_TYPE.trailer,
    stored: storedPictures,
    formHref: paths.app.addTrailer.getHref,
    listHref: paths.app.trailers.getHref(),
  });
  const { control, handleSubmit, formState } = useForm<TrailerFormValues, unknown, FormOutput>({
    resolver: zodResolver(trailerForm),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const sizeId = useWatch({ control, name: 'size_id' });
  const missingPictures = pictures.missing;

  const submit = handleSubmit(async (values) => {
    if (missingPictures.length > 0) {
      showError(trailerMessages.missingPictures);
      return;
    }
    await pictures.saveWithPictures(() => save.mutateAsync({ id: trailerId, body: values }));
  });

  const busy = formState.isSubmitting;
  const typeOptions = (types.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  const sizeOptions = (sizes.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <EquipmentFormFrame
      label={trailerId === undefined ? 'Add trailer' : 'Edit trailer'}
      onSubmit={submit}
      onCancel={() => navigate(paths.app.trailers.getHref())}
      busy={busy}
      saveDisabled={!formState.isValid || missingPictures.length > 0}
    >
      <Section title="Trailer">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <FormTextField control={control} name="vin" label="VIN" withAsterisk maxLength={17} />
          <FormTextField control={control} name="trailer_number" label="Trailer number" withAsterisk />
          <FormSelectField
            control={control}
            name="type_id"
            label="Type"
            placeholder="Select a type"
            data={typeOptions}
            withAsterisk
          />
          <FormSelectField
            control={control}
            name="size_id"
            label="Size"
            placeholder="Select a size"
            data={sizeOptions}
            withAsterisk
          />
          {sizeId === String(TRAILER_SIZE.other) ? (
            <FormTextField control={control} name="size_other" label="Other size" withAsterisk />
          ) : null}
          <YearField control={control} />
        </SimpleGrid>
      </Section>
      <Section title="Plates" withDivider>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <FormTextField control={control} name="licenseplate_number" label="License plate" withAsterisk />
          <PlateExpirationField control={control} />
          <FormTextField
            control={control}
            name="licenseplate_truck_number"
            label="Truck license plate"
            description="The plate of the truck that pulls it"
            withAsterisk
          />
        </SimpleGrid>
      </Section>
      <PicturesInputSection
        pictures={pictures}
        description="Front, back and panoramic, png or jpg — all three are required"
        required
        disabled={busy}
      >
        {missingPictures.length > 0 ? (
          <Text size="xs" c="dimmed">
            Still missing: {missingPictures.map((kind) => PICTURE_LABELS[kind].toLowerCase()).join(', ')}.
          </Text>
        ) : null}
      </PicturesInputSection>
    </EquipmentFormFrame>
  );
}
