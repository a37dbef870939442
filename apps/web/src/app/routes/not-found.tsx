import { Button, Center, EmptyState } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyStateCard } from '../../components/cards/empty-state-card';
import { ContentLayout } from '../../components/layouts/content-layout';
import { useSetPageMeta } from '../../components/layouts/page-meta';
import { paths } from '../../config/paths';
import { BackOfficeProviders } from '../provider';

const TITLE = 'Page not found';
const DESCRIPTION = 'The page you are looking for does not exist or has moved.';

function HomeLink() {
  return (
    <Button component={Link} to={paths.home.getHref()} variant="light">
      Go to the home page
    </Button>
  );
}

/** An unknown address outside the main area (outside the shell, so with the back office's providers). */
export function NotFoundPage() {
  return (
    <BackOfficeProviders>
      <NotFound />
    </BackOfficeProviders>
  );
}

function NotFound() {
  useSetPageMeta({ title: TITLE });
  return (
    <Center mih="100vh" p="xl" component="main">
      <EmptyState
        title={TITLE}
        description={DESCRIPTION}
        icon={<IconMapOff size={28} aria-hidden />}
        variant="light"
        size="lg"
      >
        <EmptyState.Actions>
          <HomeLink />
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}

/** An unknown address inside the main area, shown in the shell. */
export function AppNotFoundPage() {
  return (
    <ContentLayout title={TITLE}>
      <EmptyStateCard
        title={TITLE}
        description={DESCRIPTION}
        icon={<IconMapOff size={26} aria-hidden />}
        actions={<HomeLink />}
      />
    </ContentLayout>
  );
}
