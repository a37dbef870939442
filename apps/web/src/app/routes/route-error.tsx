import { messages } from '@fletx/contract/messages';
import { Button, Center, EmptyState, Group, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';

/** Anything a page throws while loading or rendering lands here instead of a blank screen. */
export function RouteError() {
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

export function PageLoader() {
  return (
    <Center mih="100vh" aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}
