import { can, PERMISSIONS, type Permission, roleLabel } from '@fletx/contract/roles';
import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { EmptyStateCard } from '../cards/empty-state-card';
import { ContentLayout } from './content-layout';

const plural = (role: string) => (role.endsWith('s') ? role : `${role}s`);

/**
 * A page only some roles may use (docs/product.md "Roles and permissions"): the others get a card that says
 * so and leads to their daily work, instead of a page whose every call answers 403. A session without a known
 * role gets the page (the server decides).
 */
export function RequirePermission({
  permission,
  title,
  what,
  children,
}: {
  permission: Permission;
  /** The page title shown in the header. */
  title: string;
  /** What the page is for, e.g. 'Managing back-office users'. */
  what: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  if (!user?.role || can(user.role, permission)) return children;
  const allowed = PERMISSIONS[permission].map(plural).join(' and ');
  return (
    <ContentLayout title={title}>
      <EmptyStateCard
        icon={<IconLock size={26} aria-hidden />}
        title="Not available to your role"
        description={`${what} is for ${allowed}. Your role: ${roleLabel(user.role)}.`}
        actions={
          <Group gap="sm">
            <Button component={Link} to={paths.app.loads.getHref()}>
              Go to Loads
            </Button>
            <Button variant="default" component={Link} to={paths.app.drivers.getHref()}>
              Go to Drivers
            </Button>
          </Group>
        }
      />
    </ContentLayout>
  );
}
