import { Center, Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { readId } from '../../../lib/read-id';
import { useTrailer } from '../api/get-trailer';
import { useTrailerPictures } from '../api/get-trailer-pictures';
import { EMPTY_TRAILER, TrailerForm, toFormValues } from '../components/trailer-form';

/** /fletx/add-trailer[?id]: new without id, edit with it. */
export function AddTrailerPage() {
  const [params] = useSearchParams();
  const id = readId(params);
  const trailer = useTrailer(id);
  const pictures = useTrailerPictures(id);

  let content = <TrailerForm key="new" initialValues={EMPTY_TRAILER} storedPictures={{}} />;
  if (id !== undefined) {
    if (trailer.isError || pictures.isError) {
      content = (
        <PageCard title="This trailer could not be loaded">
          {getErrorMessage(trailer.error ?? pictures.error)}
        </PageCard>
      );
    } else if (!trailer.data || !pictures.data) {
      content = (
        <Center py="xl">
          <Loader aria-label="Loading the trailer" />
        </Center>
      );
    } else {
      content = (
        <TrailerForm
          key={id}
          trailerId={id}
          initialValues={toFormValues(trailer.data.data)}
          storedPictures={pictures.data}
        />
      );
    }
  }
  return (
    <ContentLayout
      title={id === undefined ? 'Add trailer' : 'Edit trailer'}
      backTo={paths.app.trailers.getHref()}
    >
      {content}
    </ContentLayout>
  );
}
