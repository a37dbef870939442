/**
 * A check shared by its callers (docs/performance.md "Health under load"): callers that come while one run is
 * under way wait for that run, and a success answers the callers of the next `freshMs` without running it
 * again. A failure is not kept: the next caller runs the check anew.
 */
export function sharedProbe(
  check: () => Promise<void>,
  freshMs: number,
  now: () => number = performance.now.bind(performance),
) {
  let running: Promise<void> | undefined;
  let okUntil = Number.NEGATIVE_INFINITY;
  return (): Promise<void> => {
    if (now() < okUntil) return Promise.resolve();
    running ??= check().then(
      () => {
        okUntil = now() + freshMs;
        running = undefined;
      },
      (error: unknown) => {
        running = undefined;
        throw error;
      },
    );
    return running;
  };
}
