import { IDEMPOTENCY_TTL_HOURS } from '@fletx/contract/constants';
import { idempotencyMessages } from '@fletx/contract/driver-api';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { AppError, conflict } from '../../lib/errors';
import { IdempotencyRepository } from './idempotency.repository';

const TTL_MS = IDEMPOTENCY_TTL_HOURS * 3_600_000;
/** Expired rows one keyed request deletes at most, besides its own key's. */
const SWEEP_BATCH = 100;

/** A request sent with an `Idempotency-Key`, as far as telling a repeat from a new request goes. */
export interface KeyedRequest {
  driverId: number;
  key: string;
  method: string;
  path: string;
  /** SHA-256 of the body as the route read it. */
  fingerprint: string;
}

/** An answer as it was sent: the status, the serialized JSON body and its `ETag` header, if any. */
export interface KeptAnswer {
  statusCode: number;
  body: string;
  etag?: string;
}

/**
 * Retry-safe driver API calls (docs/product.md "Driver API", decision 0016): the first request with a key
 * runs, and its answer is kept in the same transaction as the change it made; a repeat within
 * IDEMPOTENCY_TTL_HOURS answers what was kept and changes nothing. Keys are per driver.
 *
 * Two repeats at once: the second one's claim waits on the first one's uncommitted row (PostgreSQL's unique
 * index; PGlite runs one transaction at a time), then answers what the first kept — or runs, when the first
 * failed and kept nothing. Only successes are kept: a refused request changed nothing, so its repeat runs again.
 */
export class IdempotencyService {
  private readonly repo: IdempotencyRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {
    this.repo = new IdempotencyRepository(uow);
  }

  /** Runs `work` once per key, in one transaction with the kept answer; `replayed` when it did not run. */
  async run(
    request: KeyedRequest,
    work: () => Promise<KeptAnswer>,
  ): Promise<KeptAnswer & { replayed: boolean }> {
    return this.uow.transaction(async () => {
      const now = this.clock.now();
      const cutoff = new Date(now.getTime() - TTL_MS);
      await this.repo.dropExpired(request.driverId, request.key, cutoff);
      await this.repo.sweep(cutoff, SWEEP_BATCH);
      const id = await this.repo.claim({ ...request, createdAt: now });
      if (id === undefined) return { ...(await this.kept(request)), replayed: true };
      const answer = await work();
      await this.repo.complete(id, answer);
      return { ...answer, replayed: false };
    });
  }

  /** The answer kept for the key: 422 when the key came with another request, 409 while it has none yet. */
  private async kept(request: KeyedRequest): Promise<KeptAnswer> {
    const row = await this.repo.find(request.driverId, request.key);
    if (!row || row.statusCode === null || row.responseBody === null)
      throw conflict(idempotencyMessages.inProgress);
    if (row.method !== request.method || row.path !== request.path || row.fingerprint !== request.fingerprint)
      throw new AppError('UnprocessableEntity', idempotencyMessages.mismatch);
    return {
      statusCode: row.statusCode,
      body: row.responseBody,
      ...(row.etag === null ? {} : { etag: row.etag }),
    };
  }
}
