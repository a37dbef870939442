import type { TwoFactorSetup } from '@fletx/contract/two-factor';
import { twoFactorMessages } from '@fletx/contract/two-factor';
import { Alert, Button, Center, Code, Group, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AppForm } from '../../../components/form/app-form';
import { useTextValue } from '../../../components/form/use-text-value';
import { getErrorMessage } from '../../../lib/api-client';
import { RecoveryCodes } from './recovery-codes';
import { inGroups } from './secret-groups';
import { useEnable, useStartSetup } from './setup-api';

/** The QR code of the otpauth URL as a data URL (drawn here: the secret never leaves for another server). */
function useQrCode(url: string | undefined): string | undefined {
  const [dataUrl, setDataUrl] = useState<string>();
  useEffect(() => {
    if (!url) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(url, { margin: 1, width: 200 }).then((made) => {
        if (live) setDataUrl(made);
      }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return dataUrl;
}

export type SetupFlowProps = {
  email: string;
  /** After the recovery codes were saved. */
  onDone: () => void;
};

/**
 * Setting up two-factor sign-in: a QR code and the secret written out, confirmed with a code from the app;
 * then the recovery codes, shown once.
 */
export function SetupFlow({ email, onDone }: SetupFlowProps) {
  const start = useStartSetup();
  const enable = useEnable();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [code, codeInput] = useTextValue();
  const [error, setError] = useState<string | null>(null);
  const qr = useQrCode(setup?.otpauthUrl);
  const { mutate: begin } = start;

  useEffect(() => begin(undefined, { onSuccess: setSetup }), [begin]);

  if (enable.data) return <RecoveryCodes codes={enable.data} email={email} onDone={onDone} />;
  if (start.isError)
    return (
      <Alert color="red" title="The set-up could not start">
        {getErrorMessage(start.error)}
      </Alert>
    );
  if (!setup)
    return (
      <Center py="xl">
        <Loader aria-label="Starting the set-up" />
      </Center>
    );

  const submit = () => {
    const given = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(given)) return setError(twoFactorMessages.codeFormat);
    setError(null);
    enable.mutate(given, { onError: (failure) => setError(getErrorMessage(failure)) });
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password…).
      </Text>
      <Group align="center" gap="lg" wrap="wrap">
        {qr ? (
          <Image src={qr} alt="QR code to scan with an authenticator app" w={200} h={200} />
        ) : (
          <Center w={200} h={200}>
            <Loader size="sm" aria-label="Drawing the QR code" />
          </Center>
        )}
        <Stack gap={4} maw={320}>
          <Text size="sm" c="dimmed">
            Cannot scan? Type this key into the app (time-based):
          </Text>
          <Code fz="md" fw={600} data-testid="two-factor-secret" style={{ letterSpacing: 1 }}>
            {inGroups(setup.secret)}
          </Code>
        </Stack>
      </Group>
      <AppForm label="Confirm two-factor sign-in" onSubmit={submit}>
        <Stack gap="sm" maw={320}>
          <TextInput
            label="2. Enter the 6-digit code the app shows"
            placeholder="123 456"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...codeInput}
            error={error}
          />
          <Group>
            <Button type="submit" loading={enable.isPending}>
              Turn on
            </Button>
          </Group>
        </Stack>
      </AppForm>
    </Stack>
  );
}
