import { useSearchParams } from 'react-router';
import { RecordPage } from '../../../components/layouts/record-gate';
import { paths } from '../../../config/paths';
import { readId } from '../../../lib/read-id';
import { useTruck } from '../api/get-truck';
import { useTruckPictures } from '../api/get-truck-pictures';
import { EMPTY_TRUCK, TruckForm, toFormValues } from '../components/truck-form';

/** /fletx/add-truck[?id]: new without id, edit with it. */
export function AddTruckPage() {
  const [params] = useSearchParams();
  const id = readId(params);
  const truck = useTruck(id);
  const pictures = useTruckPictures(id);
  return (
    <RecordPage
      title={id === undefined ? 'Add truck' : 'Edit Truck'}
      backTo={paths.app.trucks.getHref()}
      id={id}
      withoutId={<TruckForm key="new" initialValues={EMPTY_TRUCK} storedPictures={{}} />}
      what="truck"
      queries={[truck, pictures]}
    >
      {(record, stored) => (
        <TruckForm key={id} truckId={id} initialValues={toFormValues(record.data)} storedPictures={stored} />
      )}
    </RecordPage>
  );
}
