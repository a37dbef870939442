import {
  type CarrierSettingsResponse,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
} from '@fletx/contract/carrier-settings';
import { Group, Image, Paper, Stack } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { IconButton } from '../../../components/buttons/icon-button';
import { PageCard } from '../../../components/cards/page-card';
import { NoPicture } from '../../../components/pictures/no-picture';
import { confirmDelete, showError, showSuccess } from '../../../components/popups/popups';
import { ChooseFileButton } from '../../../components/upload/choose-file-button';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { getErrorMessage, type Versioned } from '../../../lib/api-client';
import { fetchApiBlob } from '../../../lib/download';
import { queryKeys } from '../../../lib/query-keys';
import { useDeleteLogo, useUploadLogo } from '../api/carrier-settings';

/** The stored logo's bytes as an object URL (revoked when replaced). */
function useLogoUrl(hasLogo: boolean) {
  const logo = useQuery({
    queryKey: queryKeys.carrierSettings.logo,
    queryFn: ({ signal }) => fetchApiBlob('/carrier-settings/logo', undefined, signal),
    enabled: hasLogo,
  });
  return useObjectUrl(hasLogo ? logo.data : undefined);
}

type LogoCardProps = {
  hasLogo: boolean;
  /** The settings' version the page's form was filled from: a logo change is a change of the settings. */
  etag: string | undefined;
  /** The settings as the change answered them, with their new version. */
  onChanged: (answer: Versioned<CarrierSettingsResponse>) => void;
  /** Takes a 412 (someone saved the settings since the page read them): true when it did. */
  catchStale: (error: unknown) => boolean;
};

/** The logo printed on the invoices: PNG or JPEG, at most 2 MB, uploaded as soon as it is chosen. */
export function LogoCard({ hasLogo, etag, onChanged, catchStale }: LogoCardProps) {
  const url = useLogoUrl(hasLogo);
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const choose = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { file, etag },
      {
        onSuccess: (answer) => {
          onChanged(answer);
          showSuccess(answer.body.message);
        },
        onError: (error) => {
          if (!catchStale(error)) showError(getErrorMessage(error));
        },
      },
    );
  };
  return (
    <PageCard title="Logo" description={`PNG or JPEG, at most ${LOGO_MAX_BYTES / 1024 / 1024} MB.`}>
      <Group align="center" gap="md">
        <Paper withBorder radius="sm" w={200} h={90} bg="var(--mantine-color-default-hover)" p={4}>
          {url ? (
            <Image src={url} alt="Carrier logo" h="100%" fit="contain" />
          ) : (
            <NoPicture text="No logo yet" iconSize={22} gap={2} />
          )}
        </Paper>
        <Stack gap="xs">
          <ChooseFileButton
            onChange={choose}
            accept={LOGO_MIME_TYPES.join(',')}
            variant="light"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={upload.isPending}
          >
            {hasLogo ? 'Replace logo' : 'Upload logo'}
          </ChooseFileButton>
          {hasLogo ? (
            <IconButton
              icon={IconTrash}
              variant="subtle"
              color="red"
              onClick={() =>
                confirmDelete({
                  title: 'Remove the logo?',
                  text: 'The invoices will be printed without a logo.',
                  onConfirm: async () => {
                    const answer = await remove.mutateAsync({ etag });
                    onChanged(answer);
                    return answer.body.message;
                  },
                  caught: catchStale,
                })
              }
            >
              Remove logo
            </IconButton>
          ) : null}
        </Stack>
      </Group>
    </PageCard>
  );
}
