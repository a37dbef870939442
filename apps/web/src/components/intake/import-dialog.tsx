import '@mantine/dropzone/styles.layer.css';
import { MAX_UPLOAD_BYTES } from '@fletx/contract/constants';
import { documentMessages, MAX_UPLOAD_MEGABYTES } from '@fletx/contract/documents';
import { intakeMessages } from '@fletx/contract/intake';
import { Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { getErrorMessage } from '../../lib/api-client';
import { showAlert } from '../popups/popups';
import { useUploadRateConfirmation } from './upload-rate-confirmation';

const ACCEPT = { 'application/pdf': ['.pdf'], 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };
const ALERT_ID = 'import-rate-confirmation';

/** Why the browser refused a file before sending it (the server checks the bytes again). */
function refusal([rejection]: FileRejection[]): string {
  const code = rejection?.errors[0]?.code;
  if (code === 'file-too-large') return documentMessages.tooLarge;
  if (code === 'too-many-files') return documentMessages.oneFile;
  return intakeMessages.unsupported;
}

/** The drop zone of 'Import rate confirmation': one PDF, PNG or JPEG, uploaded at once, then its review. */
export default function ImportDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const upload = useUploadRateConfirmation();
  const send = (file: File) =>
    upload.mutate(file, {
      onSuccess: ({ data, message }) => {
        showAlert(data.duplicateOf === null ? message : intakeMessages.duplicate, { kind: 'info' });
        onClose();
        navigate(paths.app.rateConfirmation.getHref(data.id));
      },
      onError: (error) => showAlert(getErrorMessage(error), { id: ALERT_ID }),
    });

  return (
    <Modal opened onClose={onClose} title="Import rate confirmation" size="lg" centered>
      <Dropzone
        onDrop={([file]) => (file ? send(file) : undefined)}
        onReject={(rejections) => showAlert(refusal(rejections), { id: ALERT_ID })}
        accept={ACCEPT}
        maxSize={MAX_UPLOAD_BYTES}
        maxFiles={1}
        multiple={false}
        loading={upload.isPending}
        inputProps={{ 'aria-label': 'Rate confirmation file' }}
        aria-label="Drop a rate confirmation here or choose one"
      >
        <Group justify="center" gap="lg" mih={160} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={44} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            {upload.isPending ? <Loader size="md" /> : <IconFileUpload size={44} stroke={1.5} aria-hidden />}
          </Dropzone.Idle>
          <Stack gap={4}>
            <Text size="lg">Drop the broker's rate confirmation here, or click to choose it</Text>
            <Text size="sm" c="dimmed">
              PDF, PNG or JPEG, up to {MAX_UPLOAD_MEGABYTES} MB. It is read into a draft load for you to
              check.
            </Text>
          </Stack>
        </Group>
      </Dropzone>
    </Modal>
  );
}
