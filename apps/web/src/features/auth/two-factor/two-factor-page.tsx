import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { QueryContent } from '../../../components/layouts/query-content';
import { useSession } from '../../../lib/session';
import { useTwoFactorStatus } from './api';
import { DisableForm } from './disable-form';
import { SetupFlow } from './setup-flow';

/** /fletx/two-factor, from the user menu: whether two-factor sign-in is on, its set-up, turning it off. */
export function TwoFactorPage() {
  const status = useTwoFactorStatus();
  const email = useSession().user?.email ?? '';
  const [settingUp, setSettingUp] = useState(false);
  return (
    <ContentLayout title="Two-factor sign-in">
      <QueryContent query={status}>
        {({ enabled, required, recoveryCodesLeft }) => (
          <PageCard
            title={
              <Group gap="xs">
                <IconShieldLock size={20} aria-hidden />
                <span>Two-factor sign-in</span>
                <Badge color={enabled ? 'green' : 'gray'} variant="light">
                  {enabled ? 'On' : 'Off'}
                </Badge>
              </Group>
            }
            description="After your password, a 6-digit code from an authenticator app on your phone."
          >
            {required && !enabled ? (
              <Alert color="orange">Your carrier requires two-factor sign-in for every staff account.</Alert>
            ) : null}
            {settingUp ? (
              <SetupFlow email={email} onDone={() => setSettingUp(false)} />
            ) : enabled ? (
              <>
                <Text size="sm">
                  Recovery codes left: <strong>{recoveryCodesLeft}</strong>. To turn two-factor sign-in off,
                  enter your password and a code.
                </Text>
                <DisableForm />
              </>
            ) : (
              <Group>
                <Button onClick={() => setSettingUp(true)}>Set up two-factor sign-in</Button>
              </Group>
            )}
          </PageCard>
        )}
      </QueryContent>
    </ContentLayout>
  );
}
