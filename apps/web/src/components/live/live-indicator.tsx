import { Box } from '@mantine/core';
import { DeferredTooltip } from '../overlays/deferred-tooltip';
import { type LiveUpdatesState, useLiveUpdates } from './live-updates';

/** What the header's dot says in each state (docs/product.md "Live updates"); nothing while idle or connecting. */
const LOOK: Partial<Record<LiveUpdatesState, { label: string; color: string }>> = {
  live: { label: 'Live updates on', color: 'var(--mantine-color-green-6)' },
  reconnecting: { label: 'Live updates off — reconnecting', color: 'var(--mantine-color-orange-6)' },
  off: { label: 'Live updates off', color: 'var(--mantine-color-gray-5)' },
};

/** A small dot in the header: subtle green while live, orange while reconnecting, grey when off. */
export function LiveIndicator({ state: given }: { state?: LiveUpdatesState }) {
  const current = useLiveUpdates();
  const state = given ?? current;
  const look = LOOK[state];
  if (!look) return null;
  const live = state === 'live';
  return (
    <DeferredTooltip label={look.label} withArrow openDelay={150}>
      <Box
        component="span"
        role="status"
        tabIndex={0}
        aria-label={look.label}
        data-testid="live-indicator"
        data-state={state}
        w={live ? 8 : 10}
        h={live ? 8 : 10}
        mx={6}
        style={{
          display: 'inline-block',
          flex: 'none',
          borderRadius: '50%',
          background: look.color,
          opacity: live ? 0.7 : 1,
          boxShadow: live ? undefined : `0 0 0 3px color-mix(in srgb, ${look.color} 25%, transparent)`,
        }}
      />
    </DeferredTooltip>
  );
}
