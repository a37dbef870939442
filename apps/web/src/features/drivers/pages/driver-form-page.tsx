import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

export function DriverFormPage() {
  return <ContentLayout title="Add driver" backTo={paths.app.drivers.getHref()} />;
}
