import { type TrailerRecord, trailerSizeLabel } from '@fletx/contract/trailers';
import { useSearchParams } from 'react-router';
import { InfoField as Field, InfoGrid } from '../../../components/cards/info-field';
import { Section } from '../../../components/cards/section';
import {
  EquipmentInformation,
  EquipmentInformationPage,
  StoredPicturesSection,
} from '../../../components/equipment/equipment-information';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { readId } from '../../../lib/read-id';
import { useTrailer } from '../api/get-trailer';
import { type StoredPictures, useTrailerPictures } from '../api/get-trailer-pictures';

function TrailerView({ trailer, pictures }: { trailer: TrailerRecord; pictures: StoredPictures }) {
  return (
    <EquipmentInformation
      title={`Trailer ${trailer.trailer_number} · ${trailer.type_name}`}
      description={`Plate ${trailer.licenseplate_number}`}
      status={trailer.status}
      inactive={trailer.is_deleted}
      editHref={paths.app.addTrailer.getHref(trailer.id)}
    >
      <Section title="Trailer">
        <InfoGrid>
          <Field label="VIN">{trailer.vin}</Field>
          <Field label="Trailer number">{trailer.trailer_number}</Field>
          <Field label="Type">{trailer.type_name}</Field>
          <Field label="Size">{trailerSizeLabel(trailer)}</Field>
          <Field label="Year">{trailer.year}</Field>
          <Field label="License plate">{trailer.licenseplate_number}</Field>
          <Field label="License plate expiration">{formatDate(trailer.licenseplate_expiration)}</Field>
          <Field label="Truck license plate">{trailer.licenseplate_truck_number}</Field>
        </InfoGrid>
      </Section>
      <StoredPicturesSection pictures={pictures} />
    </EquipmentInformation>
  );
}

/** /fletx/trailer-information?id: the read-only trailer. */
export function TrailerInformationPage() {
  const [params] = useSearchParams();
  const id = readId(params);
  const trailer = useTrailer(id);
  const pictures = useTrailerPictures(id);
  return (
    <EquipmentInformationPage
      names={{ singular: 'trailer', plural: 'trailers' }}
      id={id}
      listHref={paths.app.trailers.getHref()}
      queries={[trailer, pictures]}
    >
      {(record, stored) => <TrailerView trailer={record.data} pictures={stored} />}
    </EquipmentInformationPage>
  );
}
