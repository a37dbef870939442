import { Button, type ButtonProps, FileButton, type FileButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type ChooseFileButtonProps = Pick<FileButtonProps, 'onChange' | 'accept' | 'disabled' | 'inputProps'> &
  ButtonProps & { 'aria-label'?: string; children: ReactNode };

/** A button that opens the browser's file chooser (one file); the chosen file goes to `onChange`. */
export function ChooseFileButton({
  onChange,
  accept,
  disabled,
  inputProps,
  children,
  ...button
}: ChooseFileButtonProps) {
  return (
    <FileButton onChange={onChange} accept={accept} disabled={disabled} inputProps={inputProps}>
      {(props) => (
        <Button {...props} {...button}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}
