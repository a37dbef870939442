// The providers' Mantine CSS and the rest of the back office's: the set-up uses its form widgets.
import { BackOfficeProviders } from '../provider';
import '../shell-styles';
import '../back-office-styles';
import { Box } from '@mantine/core';
import { ForcedSetupPage } from '../../features/auth/two-factor/forced-setup-page';

/** /setup/two-factor: the forced set-up, outside the shell (the rest of the back office is closed meanwhile). */
export function TwoFactorSetupRoot() {
  return (
    <BackOfficeProviders>
      <Box bg="var(--fletx-page-bg)" mih="100vh" p="md">
        <ForcedSetupPage />
      </Box>
    </BackOfficeProviders>
  );
}
