import { Stack } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { useNavigationType } from 'react-router';
import { useSetPageMeta } from './page-meta';

export type ContentLayoutProps = {
  /** Shown in the application header (as its heading) and in the browser tab. */
  title: string;
  /** Where the header's back button goes; without it there is no back button. */
  backTo?: string;
  children?: ReactNode;
};

/**
 * The frame of every page in the main area. A page opened by a link or after a save opens at its top (the
 * window would keep the form's scroll); one reached by Back or Forward keeps what the browser restores.
 */
export function ContentLayout({ title, backTo, children }: ContentLayoutProps) {
  useSetPageMeta({ title, backTo });
  const [openedBy] = useState(useNavigationType());
  useLayoutEffect(() => {
    if (openedBy !== 'POP') window.scrollTo(0, 0);
  }, [openedBy]);
  return <Stack gap="md">{children}</Stack>;
}
