import { messages } from '@fletx/contract/messages';
import { Button, Center, EmptyState, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { BackOfficeProviders } from '../provider';

/**
 * Anything a page throws while loading or rendering lands here instead of a blank screen (loaded on demand by
 * route-error-boundary.tsx, with the back office's providers: the login area starts without them).
 */
export function RouteError() {
  return (
    <BackOfficeProviders>
      <RouteErrorPage />
    </BackOfficeProviders>
  );
}

function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : messages.internal;
  return (
    <Center mih="100vh" p="xl" component="main">
      <EmptyState
        title="Something went wrong"
        description={detail}
        icon={<IconAlertTriangle size={28} aria-hidden />}
        variant="light"
        color="red"
        size="lg"
        role="alert"
      >
        <EmptyState.Actions>
          <Group gap="sm">
            <Button onClick={() => window.location.reload()}>Reload</Button>
            <Button component={Link} to={paths.home.getHref()} variant="default" reloadDocument>
              Go to the home page
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
