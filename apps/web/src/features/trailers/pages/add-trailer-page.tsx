import { useSearchParams } from 'react-router';
import { RecordPage } from '../../../components/layouts/record-gate';
import { paths } from '../../../config/paths';
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
  return (
    <RecordPage
      title={id === undefined ? 'Add trailer' : 'Edit trailer'}
      backTo={paths.app.trailers.getHref()}
      id={id}
      withoutId={<TrailerForm key="new" initialValues={EMPTY_TRAILER} storedPictures={{}} />}
      what="trailer"
      queries={[trailer, pictures]}
    >
      {(record, stored) => (
        <TrailerForm
          key={id}
          trailerId={id}
          initialValues={toFormValues(record.data)}
          storedPictures={stored}
        />
      )}
    </RecordPage>
  );
}
