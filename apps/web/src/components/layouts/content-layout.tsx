import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSetPageMeta } from './page-meta';

export type ContentLayoutProps = {
  /** Shown in the application header (as its heading) and in the browser tab. */
  title: string;
  /** Where the header's back button goes; without it there is no back button. */
  backTo?: string;
  children?: ReactNode;
};

/** The frame of every page in the main area. */
export function ContentLayout({ title, backTo, children }: ContentLayoutProps) {
  useSetPageMeta({ title, backTo });
  return <Stack gap="md">{children}</Stack>;
}
