/**
 * Calls `tick` now and then every `ms`, in the background: the timer does not keep the process alive.
 * Answers what stops it (the background workers' `start` and `stop`).
 */
export function repeatEvery(ms: number, tick: () => void): () => void {
  tick();
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
}
