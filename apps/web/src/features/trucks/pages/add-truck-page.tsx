import { emptyTruckForm } from '@fletx/contract/trucks';
import { EQUIPMENT } from '../../../components/equipment/equipment-names';
import { EquipmentFormPage } from '../../../components/equipment/equipment-record';
import { useTruck } from '../api/get-truck';
import { TruckForm, toFormValues } from '../components/truck-form';

/** /fletx/add-truck[?id]: new without id, edit with it. */
export function AddTruckPage() {
  return (
    <EquipmentFormPage
      kind={EQUIPMENT.truck}
      editTitle="Edit Truck"
      useRecord={useTruck}
      Form={TruckForm}
      toFormValues={toFormValues}
      empty={emptyTruckForm}
    />
  );
}
