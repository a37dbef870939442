import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

export function AddUsersPage() {
  return <ContentLayout title="Add users" backTo={paths.app.adminUsers.getHref()} />;
}
