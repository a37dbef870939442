import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * Where the back office keeps the color scheme a person chose in the user menu (Light, Dark or System):
 * this browser's local storage. public/color-scheme.js reads the same key before the first paint, so a
 * reload in dark mode does not flash white (docs/decisions/0040-color-scheme-and-table-widths.md).
 */
export const COLOR_SCHEME_KEY = 'fletx-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
