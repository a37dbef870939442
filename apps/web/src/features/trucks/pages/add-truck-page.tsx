import { EQUIPMENT } from '../../../components/equipment/equipment-names';
import { EquipmentFormPage, useEquipmentRecord } from '../../../components/equipment/equipment-record';
import { useTruck } from '../api/get-truck';
import { EMPTY_TRUCK, TruckForm, toFormValues } from '../components/truck-form';

/** /fletx/add-truck[?id]: new without id, edit with it. */
export function AddTruckPage() {
  const { id, queries } = useEquipmentRecord(EQUIPMENT.truck, useTruck);
  return (
    <EquipmentFormPage
      kind={EQUIPMENT.truck}
      editTitle="Edit Truck"
      id={id}
      queries={queries}
      form={(truck, stored = {}) => (
        <TruckForm
          id={id}
          initialValues={truck ? toFormValues(truck) : EMPTY_TRUCK}
          storedPictures={stored}
        />
      )}
    />
  );
}
