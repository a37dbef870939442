import { fullName, PERMITS, type TruckDetailResponse } from '@fletx/contract/trucks';
import { InfoField as Field, InfoGrid } from '../../../components/cards/info-field';
import { Section } from '../../../components/cards/section';
import {
  EquipmentInformation,
  EquipmentInformationPage,
  StoredPicturesSection,
  type UnitSections,
} from '../../../components/equipment/equipment-information';
import { EQUIPMENT } from '../../../components/equipment/equipment-names';
import type { StoredPictures } from '../../../lib/equipment-pictures';
import { EMPTY_VALUE, formatCount, formatDate } from '../../../lib/format';
import { useTruckDetail } from '../api/get-truck';

function TruckView({
  data,
  pictures,
  sections,
}: {
  data: TruckDetailResponse['data'];
  pictures: StoredPictures;
  sections?: UnitSections;
}) {
  const { info, extraData } = data;
  const { operation, engine, gearbox, clutch } = extraData;
  return (
    <EquipmentInformation
      title={`${info.licenseplate_number} · ${operation.make.name} ${operation.model.name} ${info.year}`}
      description={`Unit ${info.unit_number}`}
      status={operation.status}
      inactive={info.is_deleted}
      editHref={EQUIPMENT.truck.formHref(info.id)}
    >
      <Section title="Selected driver">
        <InfoGrid>
          <Field label="Driver">{fullName(operation.driver)}</Field>
          <Field label="Owner">{operation.owner ? fullName(operation.owner) : 'No owner'}</Field>
          <Field label="Dispatcher">{info.dispatcher_name}</Field>
        </InfoGrid>
      </Section>
      <Section title="Main info" withDivider id="plate">
        <InfoGrid>
          <Field label="VIN Number">{info.vin_number}</Field>
          <Field label="Make">{operation.make.name}</Field>
          <Field label="Model">{operation.model.name}</Field>
          <Field label="Year">{info.year}</Field>
          <Field label="Unit Number">{info.unit_number}</Field>
          <Field label="License Plate">{info.licenseplate_number}</Field>
          <Field label="License plate expiration">{formatDate(info.licenseplate_expiration)}</Field>
          <Field label="IFTA Number">{info.IFTA_number}</Field>
          <Field label="IFTA expiration">{formatDate(info.IFTA_expiration)}</Field>
          <Field label="GPS company">{info.gps_company}</Field>
          <Field label="Annual inspection date">
            {info.annual_inspection_date ? formatDate(info.annual_inspection_date) : EMPTY_VALUE}
          </Field>
        </InfoGrid>
      </Section>
      <Section title="Technical specification" withDivider>
        <InfoGrid>
          <Field label="Odometer">{`${formatCount(info.odometers)} mi`}</Field>
          <Field label="Engine brand">{engine.brand}</Field>
          <Field label="Engine serial number">{engine.serialNumber}</Field>
          <Field label="Engine repaired">{engine.engineRepaired ? 'Yes' : 'No'}</Field>
          <Field label="Fuel type">{engine.fuel_name}</Field>
          <Field label="Gearbox brand">{gearbox.brandGearbox}</Field>
          <Field label="Gearbox serial number">{gearbox.serialNumberGearbox}</Field>
          <Field label="Clutch type">{clutch.type}</Field>
        </InfoGrid>
      </Section>
      <StoredPicturesSection pictures={pictures} />
      {PERMITS.map((permit, index) => {
        const number = info[permit.number];
        return (
          <Section
            key={permit.state}
            id={index === 0 ? 'permits' : undefined}
            title={`Permit ${permit.state} — ${permit.label}${permit.required ? '' : ' (optional)'}`}
            withDivider
          >
            <InfoGrid>
              <Field label={`${permit.state} permit number`}>{number ?? 'No permit'}</Field>
              <Field label={`${permit.state} permit expiration`}>
                {number ? formatDate(info[permit.expiration]) : EMPTY_VALUE}
              </Field>
            </InfoGrid>
          </Section>
        );
      })}
      {sections?.(info.id, info.is_deleted)}
    </EquipmentInformation>
  );
}

/**
 * /fletx/truck-information?id: the read-only truck (docs/product.md "Truck information"); `sections`, from
 * app/, follow its own (its maintenance).
 */
export function TruckInformationPage({ sections }: { sections?: UnitSections }) {
  return (
    <EquipmentInformationPage
      kind={EQUIPMENT.truck}
      useRecord={useTruckDetail}
      view={(record, stored) => <TruckView data={record.data} pictures={stored} sections={sections} />}
      recordId={(record) => record.data.info.id}
    />
  );
}
