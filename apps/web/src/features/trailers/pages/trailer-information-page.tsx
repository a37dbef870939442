import { type TrailerRecord, trailerSizeLabel } from '@fletx/contract/trailers';
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
import { EMPTY_VALUE, formatDate } from '../../../lib/format';
import { useTrailer } from '../api/get-trailer';

function TrailerView({
  trailer,
  pictures,
  sections,
}: {
  trailer: TrailerRecord;
  pictures: StoredPictures;
  sections?: UnitSections;
}) {
  return (
    <EquipmentInformation
      title={`Trailer ${trailer.trailer_number} · ${trailer.type_name}`}
      description={`Plate ${trailer.licenseplate_number}`}
      status={trailer.status}
      inactive={trailer.is_deleted}
      editHref={EQUIPMENT.trailer.formHref(trailer.id)}
    >
      <Section title="Trailer" id="plate">
        <InfoGrid>
          <Field label="VIN">{trailer.vin}</Field>
          <Field label="Trailer number">{trailer.trailer_number}</Field>
          <Field label="Type">{trailer.type_name}</Field>
          <Field label="Size">{trailerSizeLabel(trailer)}</Field>
          <Field label="Year">{trailer.year}</Field>
          <Field label="License plate">{trailer.licenseplate_number}</Field>
          <Field label="License plate expiration">{formatDate(trailer.licenseplate_expiration)}</Field>
          <Field label="Truck license plate">{trailer.licenseplate_truck_number}</Field>
          <Field label="Annual inspection date">
            {trailer.annual_inspection_date ? formatDate(trailer.annual_inspection_date) : EMPTY_VALUE}
          </Field>
        </InfoGrid>
      </Section>
      <StoredPicturesSection pictures={pictures} />
      {sections?.(trailer.id, trailer.is_deleted)}
    </EquipmentInformation>
  );
}

/** /fletx/trailer-information?id: the read-only trailer; `sections`, from app/, follow its own (its maintenance). */
export function TrailerInformationPage({ sections }: { sections?: UnitSections }) {
  return (
    <EquipmentInformationPage
      kind={EQUIPMENT.trailer}
      useRecord={useTrailer}
      view={(record, stored) => (
        <TrailerView trailer={record.body.data} pictures={stored} sections={sections} />
      )}
      recordId={(record) => record.body.data.id}
    />
  );
}
