import { EQUIPMENT } from '../../../components/equipment/equipment-names';
import { EquipmentFormPage } from '../../../components/equipment/equipment-record';
import { useTrailer } from '../api/get-trailer';
import { EMPTY_TRAILER, TrailerForm, toFormValues } from '../components/trailer-form';

/** /fletx/add-trailer[?id]: new without id, edit with it. */
export function AddTrailerPage() {
  return (
    <EquipmentFormPage
      kind={EQUIPMENT.trailer}
      editTitle="Edit trailer"
      useRecord={useTrailer}
      Form={TrailerForm}
      toFormValues={toFormValues}
      empty={EMPTY_TRAILER}
    />
  );
}
