/**
 * Mantine's modals open through window events that only a mounted ModalsProvider hears, and the back office
 * mounts its provider once it has downloaded it, after the shell shows (app/back-office-modals.tsx: the
 * modals are not needed before the first page shows — docs/performance.md "The web's first page"). Popups
 * asked for before then wait here, in order, and open as soon as it is mounted.
 */
let ready = false;
const waiting: Array<() => void> = [];

/** Runs a modal action now, or once the modals' provider is mounted. */
export function withModals(action: () => void): void {
  if (ready) action();
  else waiting.push(action);
}

/** Called by the modals' provider once it listens; runs what was waiting. */
export function markModalsReady(): void {
  ready = true;
  for (const action of waiting.splice(0)) action();
}
