import type { UnitOfWork } from '../db/unit-of-work';
import { repeatEvery } from './repeat';

/**
 * Work taken off the request path and done in the background, one drain at a time per process (the mail
 * outbox, the rate confirmations' reader): `kick` starts a drain, or asks the running one to look again when
 * it ends; `start` also kicks every `sweepMs` (work a stopped process left, retries whose time came); `stop`
 * waits for the running drain, which ends early between items once `stopping` is set. A failed drain is
 * logged, never thrown: the next kick tries again.
 */
export abstract class BackgroundDrain {
  protected stopping = false;
  private draining: Promise<void> | undefined;
  private again = false;
  private stopTimer: (() => void) | undefined;

  protected constructor(
    protected readonly uow: UnitOfWork,
    protected readonly log: { warn(details: object, message: string): void },
    private readonly what: string,
    private readonly sweepMs: number,
  ) {}

  /** Does what is waiting, outside any request's transaction. */
  protected abstract drain(): Promise<void>;

  kick(): void {
    if (this.stopping) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.uow
      .detached(() => this.drain())
      .catch((error: unknown) => this.log.warn({ err: error }, `${this.what} drain failed`))
      .finally(() => {
        this.draining = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once no drain is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  start(): void {
    this.stopping = false;
    this.stopTimer = repeatEvery(this.sweepMs, () => this.kick());
  }

  async stop(): Promise<void> {
    this.stopTimer?.();
    this.stopping = true;
    this.again = false;
    await this.idle();
  }
}
