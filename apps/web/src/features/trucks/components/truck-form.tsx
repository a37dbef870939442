import { carModelListResponse, parametricListResponse } from '@fletx/contract/parametrics';
import { fullName, PERMITS, type TruckFormValues, type TruckRecord, truckForm } from '@fletx/contract/trucks';
import { SimpleGrid } from '@mantine/core';
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
import { FormDateField } from '../../../components/form/date-field';
import { type FieldRow, FormFields } from '../../../components/form/form-fields';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAllDrivers } from '../../../lib/drivers';
import { type SelectOption, toOptions, useParametric } from '../../../lib/form-options';
import { useTruck } from '../api/get-truck';
import { useSaveTruck } from '../api/save-truck';

/** A stored truck as the form's text values. */
export function toFormValues(truck: TruckRecord): TruckFormValues {
  return {
    user_id: String(truck.user_id),
    owner_id: truck.owner_id === null ? '' : String(truck.owner_id),
    vin_number: truck.vin_number,
    make_id: String(truck.make_id),
    model_id: String(truck.model_id),
    year: String(truck.year),
    unit_number: truck.unit_number,
    licenseplate_number: truck.licenseplate_number,
    licenseplate_expiration: truck.licenseplate_expiration,
    IFTA_number: truck.IFTA_number,
    IFTA_expiration: truck.IFTA_expiration,
    annual_inspection_date: truck.annual_inspection_date ?? '',
    gps_company: truck.gps_company,
    odometers: String(truck.odometers),
    brand: truck.brand,
    serialNumber: truck.serialNumber,
    engineRepaired: String(truck.engineRepaired),
    fuelType: String(truck.fuelType),
    brandGearbox: truck.brandGearbox,
    serialNumberGearbox: truck.serialNumberGearbox,
    type: truck.type,
    permitKentucky: truck.permitKentucky,
    permitKyExpiration: truck.permitKyExpiration,
    permitNewjersey: truck.permitNewjersey ?? '',
    permitNjExpiration: truck.permitNjExpiration ?? '',
    permitNewyork: truck.permitNewyork ?? '',
    permitNyExpiration: truck.permitNyExpiration ?? '',
    permitNuevoMexico: truck.permitNuevoMexico ?? '',
    permitNmExpiration: truck.permitNmExpiration ?? '',
  };
}

const ENGINE_REPAIRED_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The Technical specification section's fields, in order; the fuels come from the parametrics. */
const technicalFields = (fuelOptions: SelectOption[]): FieldRow<TruckFormValues>[] => [
  { name: 'odometers', type: 'number', label: 'Odometer (miles)' },
  { name: 'brand', label: 'Engine brand' },
  { name: 'serialNumber', label: 'Engine serial number' },
  {
    kind: 'select',
    name: 'engineRepaired',
    label: 'Engine repaired',
    placeholder: 'Yes or No',
    data: ENGINE_REPAIRED_OPTIONS,
  },
  { kind: 'select', name: 'fuelType', label: 'Fuel type', placeholder: 'Select a fuel', data: fuelOptions },
  { name: 'brandGearbox', label: 'Gearbox brand' },
  { name: 'serialNumberGearbox', label: 'Gearbox serial number' },
  { name: 'type', label: 'Clutch type' },
];

/** The driver (required) and the owner (optional), both chosen among the drivers. */
const peopleFields = (drivers: SelectOption[], loading: boolean): FieldRow<TruckFormValues>[] => [
  {
    kind: 'select',
    name: 'user_id',
    label: 'Driver',
    placeholder: loading ? 'Loading drivers…' : 'Select a driver',
    data: drivers,
    searchable: true,
    nothingFoundMessage: 'No driver with this name',
    withAsterisk: true,
  },
  {
    kind: 'select',
    name: 'owner_id',
    label: 'Owner',
    placeholder: 'No owner',
    description: 'Optional: leave empty when the truck has no owner',
    data: drivers,
    searchable: true,
    clearable: true,
  },
];

/** Add / Edit truck (docs/product.md "Truck form"). */
export function TruckForm(props: EquipmentFormProps<TruckFormValues>) {
  const drivers = useAllDrivers();
  const makes = useParametric('carmakes', parametricListResponse);
  const models = useParametric('carmodels', carModelListResponse);
  const fuels = useParametric('fuels', parametricListResponse);
  const { control, handleSubmit, formState, setValue, pictures, saveWithPictures, frame } = useEquipmentForm(
    EQUIPMENT.truck,
    truckForm,
    props,
    {
      record: useTruck(props.id),
      toFormValues,
      save: useSaveTruck().mutateAsync,
    },
  );
  const makeId = useWatch({ control, name: 'make_id' });

  const driverOptions = (drivers.data?.data.extraData.trailerSize.data ?? []).map((d) => ({
    value: String(d.id),
    label: fullName(d),
  }));
  const makeOptions = toOptions(makes.data?.data);
  const modelOptions = (models.data?.data ?? [])
    .filter((m) => String(m.make_id) === makeId)
    .map((m) => ({ value: String(m.id), label: m.name }));
  const fuelOptions = toOptions(fuels.data?.data);

  const submit = handleSubmit(saveWithPictures);

  return (
    <EquipmentFormFrame {...frame} onSubmit={submit}>
      <Section title="Select driver and owner">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <FormFields control={control} fields={peopleFields(driverOptions, drivers.isLoading)} />
        </SimpleGrid>
      </Section>
      <Section title="Main info" withDivider id="plate">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <FormTextField control={control} name="vin_number" label="VIN Number" withAsterisk maxLength={17} />
          <FormSelectField
            control={control}
            name="make_id"
            label="Make"
            placeholder="Select a make"
            data={makeOptions}
            searchable
            withAsterisk
            onChange={() => setValue('model_id', '', { shouldValidate: formState.isSubmitted })}
          />
          <FormSelectField
            control={control}
            name="model_id"
            label="Model"
            placeholder={makeId ? 'Select a model' : 'Choose the make first'}
            data={modelOptions}
            disabled={!makeId}
            searchable
            withAsterisk
          />
          <YearAndPlateField control={control} field="year" />
          <FormTextField control={control} name="unit_number" label="Unit Number" withAsterisk />
          <FormTextField control={control} name="licenseplate_number" label="License Plate" withAsterisk />
          <YearAndPlateField control={control} field="licenseplate_expiration" />
          <FormTextField control={control} name="IFTA_number" label="IFTA Number" withAsterisk />
          <FormDateField control={control} name="IFTA_expiration" label="IFTA expiration" withAsterisk />
          <FormTextField control={control} name="gps_company" label="GPS company" withAsterisk />
        </SimpleGrid>
      </Section>
      <AnnualInspectionSection control={control} />
      <Section title="Technical specification" withDivider>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <FormFields control={control} fields={technicalFields(fuelOptions)} required />
        </SimpleGrid>
      </Section>
      <PicturesInputSection
        pictures={pictures}
        description="png or jpg; shown as thumbnails"
        disabled={formState.isSubmitting}
      />
      {PERMITS.map((permit, index) => (
        <Section
          key={permit.state}
          id={index === 0 ? 'permits' : undefined}
          title={`Permit ${permit.state} — ${permit.label}${permit.required ? '' : ' (optional)'}`}
          withDivider
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormTextField
              control={control}
              name={permit.number}
              label={`${permit.state} permit number`}
              withAsterisk={permit.required}
            />
            <FormDateField
              control={control}
              name={permit.expiration}
              label={`${permit.state} permit expiration`}
              withAsterisk={permit.required}
            />
          </SimpleGrid>
        </Section>
      ))}
    </EquipmentFormFrame>
  );
}
