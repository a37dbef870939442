import { Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { SetupFlow } from './setup-flow';

/**
 * /setup/two-factor: where a user whom the carrier's rule holds (two-factor sign-in required, not set up) is
 * taken right after the password; the server refuses them everything else until it is done.
 */
export function ForcedSetupPage() {
  const navigate = useNavigate();
  const email = useSession().user?.email ?? '';
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Set up two-factor sign-in
        </Title>
        <Text size="sm">
          Your carrier requires two-factor sign-in for every staff account. Set it up to continue to Fletx.
        </Text>
        <SetupFlow email={email} onDone={() => navigate(paths.app.adminUsers.getHref(), { replace: true })} />
      </Stack>
    </Paper>
  );
}
