import { EQUIPMENT } from '../../../components/equipment/equipment-names';
import { EquipmentFormPage, useEquipmentRecord } from '../../../components/equipment/equipment-record';
import { useTrailer } from '../api/get-trailer';
import { EMPTY_TRAILER, TrailerForm, toFormValues } from '../components/trailer-form';

/** /fletx/add-trailer[?id]: new without id, edit with it. */
export function AddTrailerPage() {
  const { id, queries } = useEquipmentRecord(EQUIPMENT.trailer, useTrailer);
  return (
    <EquipmentFormPage
      kind={EQUIPMENT.trailer}
      editTitle="Edit trailer"
      id={id}
      queries={queries}
      form={(trailer, stored = {}) => (
        <TrailerForm
          id={id}
          initialValues={trailer ? toFormValues(trailer) : EMPTY_TRAILER}
          storedPictures={stored}
        />
      )}
    />
  );
}
