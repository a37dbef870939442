/**
 * The popups (popups.tsx), downloaded when a list's button first needs one (a row's delete, a failed CSV
 * download) rather than with every list's first page: one place for that import, so that the list of files
 * to fetch with it is written once (docs/performance.md "Session 36: room under the loads budget").
 */
export const loadPopups = () => import('./popups');
