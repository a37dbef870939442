import type { UnitOfWork } from '../../db/unit-of-work';
import { BackgroundDrain } from '../../lib/background-drain';
import type { Mail, Mailer } from '../../lib/mailer';
import { MailOutboxRepository } from './mail-outbox.repository';

const BATCH = 200;
const PARALLEL = 8;
const LEASE_SECONDS = 300;
const SWEEP_MS = 60_000;
const MAX_RETRY_SECONDS = 3600;

/**
 * Durable mail outbox. `enqueue` writes mails in the caller's transaction; after the commit `kick` starts a
 * drain in the background (the request does not wait). A sweep every minute, and one at start, sends what is
 * left (mails of a process that stopped, failed mails whose retry time came). Every process may run one:
 * mails are claimed with a lease, so each is sent once unless its sender died mid-way.
 */
export class MailOutbox extends BackgroundDrain {
  private readonly repo: MailOutboxRepository;

  constructor(
    uow: UnitOfWork,
    private readonly mailer: Mailer,
    log: { warn(details: object, message: string): void },
  ) {
    super(uow, log, 'mail outbox', SWEEP_MS);
    this.repo = new MailOutboxRepository(uow);
  }

  /** Writes the mails in the transaction in progress: they leave only if it commits. */
  enqueue(mails: readonly Mail[]): Promise<void> {
    return this.repo.insertMany(mails);
  }

  pending(): Promise<number> {
    return this.repo.countPending();
  }

  protected async drain(): Promise<void> {
    while (!this.stopping) {
      const batch = await this.repo.claimDue(BATCH, LEASE_SECONDS);
      if (batch.length === 0) return;
      const files = await this.repo.attachmentsOf(batch.map((m) => m.id));
      const sent: number[] = [];
      const queue = [...batch];
      const worker = async () => {
        for (let mail = queue.shift(); mail; mail = queue.shift()) {
          try {
            await this.mailer.send({
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              ...(mail.html ? { html: mail.html } : {}),
              ...(files.has(mail.id) ? { attachments: files.get(mail.id) } : {}),
            });
            sent.push(mail.id);
          } catch (error) {
            const retry = Math.min(MAX_RETRY_SECONDS, 30 * 2 ** Math.min(mail.attempts, 7));
            this.log.warn({ err: error, to: mail.to, attempts: mail.attempts }, 'mail failed, will retry');
            await this.repo.markFailed(
              mail.id,
              error instanceof Error ? error.message : String(error),
              retry,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      await this.repo.deleteMany(sent);
    }
  }
}
