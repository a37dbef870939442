import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

export function DriverProfilePage() {
  return <ContentLayout title="Driver profile" backTo={paths.app.drivers.getHref()} />;
}
