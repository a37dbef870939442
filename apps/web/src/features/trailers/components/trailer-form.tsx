import { PICTURE_LABELS } from '@fletx/contract/equipment';
import { parametricListResponse, TRAILER_SIZE } from '@fletx/contract/parametrics';
import {
  type TrailerFormValues,
  type TrailerRecord,
  trailerForm,
  trailerMessages,
} from '@fletx/contract/trailers';
import { SimpleGrid, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { Section } from '../../../components/cards/section';
import {
  AnnualInspectionSection,
  EquipmentFormFrame,
  type EquipmentFormProps,
  PicturesInputSection,
  YearAndPlateField,
} from '../../../components/equipment/equipment-form';
import { EQUIPMENT } from '../../../components/equipment/equipment-names';
import { useEquipmentForm } from '../../../components/equipment/use-equipment-form';
import { type FieldRow, FormFields } from '../../../components/form/form-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { showError } from '../../../components/popups/popups';
import {
  type SelectOption,
  toOptions,
  useParametric,
  useTrailerTypeOptions,
} from '../../../lib/form-options';
import { useTrailer } from '../api/get-trailer';
import { useSaveTrailer } from '../api/save-trailer';

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
  annual_inspection_date: '',
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
    annual_inspection_date: trailer.annual_inspection_date ?? '',
  };
}

/** The first fields of the Trailer section, in order; the types and sizes come from the parametrics. */
const trailerFields = (types: SelectOption[], sizes: SelectOption[]): FieldRow<TrailerFormValues>[] => [
  { name: 'vin', label: 'VIN', maxLength: 17 },
  { name: 'trailer_number', label: 'Trailer number' },
  { kind: 'select', name: 'type_id', label: 'Type', placeholder: 'Select a type', data: types },
  { kind: 'select', name: 'size_id', label: 'Size', placeholder: 'Select a size', data: sizes },
];

/** Add / edit trailer (docs/product.md "Trailer form"): three pictures required, truck found by its plate. */
export function TrailerForm(props: EquipmentFormProps<TrailerFormValues>) {
  const typeOptions = useTrailerTypeOptions();
  const sizeOptions = toOptions(useParametric('trailersize', parametricListResponse).data?.data);
  const { control, handleSubmit, formState, pictures, saveWithPictures, frame } = useEquipmentForm(
    EQUIPMENT.trailer,
    trailerForm,
    props,
    { record: useTrailer(props.id), toFormValues, save: useSaveTrailer().mutateAsync },
  );
  const sizeId = useWatch({ control, name: 'size_id' });
  const missingPictures = pictures.missing;

  const submit = handleSubmit(async (values) => {
    if (missingPictures.length > 0) {
      showError(trailerMessages.missingPictures);
      return;
    }
    await saveWithPictures(values);
  });

  return (
    <EquipmentFormFrame {...frame} onSubmit={submit} blocked={missingPictures.length > 0}>
      <Section title="Trailer">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <FormFields control={control} fields={trailerFields(typeOptions, sizeOptions)} required />
          {sizeId === String(TRAILER_SIZE.other) ? (
            <FormTextField control={control} name="size_other" label="Other size" withAsterisk />
          ) : null}
          <YearAndPlateField control={control} field="year" />
        </SimpleGrid>
      </Section>
      <Section title="Plates" withDivider id="plate">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <FormTextField control={control} name="licenseplate_number" label="License plate" withAsterisk />
          <YearAndPlateField control={control} field="licenseplate_expiration" />
          <FormTextField
            control={control}
            name="licenseplate_truck_number"
            label="Truck license plate"
            description="The plate of the truck that pulls it"
            withAsterisk
          />
        </SimpleGrid>
      </Section>
      <AnnualInspectionSection control={control} />
      <PicturesInputSection
        pictures={pictures}
        description="Front, back and panoramic, png or jpg — all three are required"
        required
        disabled={formState.isSubmitting}
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
