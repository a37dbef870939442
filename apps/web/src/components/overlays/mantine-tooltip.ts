/** Mantine's Tooltip as a module of its own, so `deferred-tooltip.tsx` can download it after the page shows. */
export { Tooltip as default } from '@mantine/core';
