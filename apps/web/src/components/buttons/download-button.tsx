import { Button, type ButtonProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { showAlert } from '../popups/popups';

export type DownloadButtonProps = Omit<ButtonProps, 'leftSection' | 'loading'> & {
  /** Fetches and saves (or opens) the file; a failure shows in an error alert. */
  onDownload: () => Promise<void>;
  icon?: TablerIcon;
  children: ReactNode;
};

/** A button that downloads or opens a file from the API (CSV, PDF), busy while it does. */
export function DownloadButton({ onDownload, icon: Icon, children, ...buttonProps }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onDownload();
    } catch (error) {
      showAlert(getErrorMessage(error), { kind: 'error', id: 'download' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={Icon ? <Icon size={16} aria-hidden /> : undefined}
      loading={busy}
      onClick={() => void run()}
      {...buttonProps}
    >
      {children}
    </Button>
  );
}
