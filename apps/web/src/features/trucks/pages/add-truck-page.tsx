import { Center, Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
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
  const title = id === undefined ? 'Add truck' : 'Edit Truck';

  let content = <TruckForm key="new" initialValues={EMPTY_TRUCK} storedPictures={{}} />;
  if (id !== undefined) {
    if (truck.isError || pictures.isError) {
      content = (
        <PageCard title="This truck could not be loaded">
          {getErrorMessage(truck.error ?? pictures.error)}
        </PageCard>
      );
    } else if (!truck.data || !pictures.data) {
      content = (
        <Center py="xl">
          <Loader aria-label="Loading the truck" />
        </Center>
      );
    } else {
      content = (
        <TruckForm
          key={id}
          truckId={id}
          initialValues={toFormValues(truck.data.data)}
          storedPictures={pictures.data}
        />
      );
    }
  }
  return (
    <ContentLayout title={title} backTo={paths.app.trucks.getHref()}>
      {content}
    </ContentLayout>
  );
}
