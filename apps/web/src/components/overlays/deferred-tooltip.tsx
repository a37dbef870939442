import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const MantineTooltip = lazy(() => import('./mantine-tooltip'));

/**
 * Mantine's Tooltip, downloaded once the page has shown: its floating positioning is the largest piece of the
 * first page a person does not need before they hover something (docs/performance.md "The web's first page").
 * Until it arrives the target shows without its tooltip. The components of the shell and of the list pages use
 * it; the rest of the back office uses Mantine's Tooltip directly.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <MantineTooltip {...props}>{children}</MantineTooltip>
    </Suspense>
  );
}
