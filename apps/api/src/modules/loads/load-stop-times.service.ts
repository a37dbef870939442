import { staleRecordNouns } from '@fletx/contract/audit';
import { loadMessages } from '@fletx/contract/loads';
import {
  STOP_STEPS,
  type StopKind,
  type StopTimes,
  type StopTimesBody,
  stopTimeIssues,
  stopTimeMessages,
} from '@fletx/contract/stop-times';
import type { UnitOfWork } from '../../db/unit-of-work';
import { type AuditTrail, lastSavedOf } from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { badRequest, found } from '../../lib/errors';
import { isoOrNull, isoString } from '../../lib/iso-time';
import { assertVersion, type ExpectedVersion, NEVER_SAVED, type Saved } from '../../lib/record-version';
import type { UsersService } from '../users/users.service';
import { LoadHistoryRepository } from './load-history.repository';
import { LoadStopTimesRepository, type LoadStopTimesRow } from './load-stop-times.repository';
import type { LoadActor } from './loads.common';
import { LoadsRepository } from './loads.repository';

/** The History's words for a stop's times (apps/web/src/components/history/audit-fields.ts labels them). */
const auditOf = (stop: StopKind, row: Pick<LoadStopTimesRow, 'arrivedAt' | 'departedAt'> | undefined) => ({
  stopTimes: {
    [stop]: { arrivedAt: isoOrNull(row?.arrivedAt ?? null), departedAt: isoOrNull(row?.departedAt ?? null) },
  },
});

/**
 * A stop's arrival and departure as the office corrects them from the signed bill of lading (docs/decisions/
 * 0067-stop-times-corrected-by-the-office.md): one record per load and stop with its own version (0 before the
 * first save, as the carrier settings'), whose row says who saved it last (the 412's words). A save is a change
 * of the load in its History: which time, from what to what.
 */
export class LoadStopTimesService {
  private readonly repo: LoadStopTimesRepository;
  private readonly loads: LoadsRepository;
  private readonly history: LoadHistoryRepository;

  constructor(
    uow: UnitOfWork,
    private readonly audit: AuditTrail,
    private readonly users: Pick<UsersService, 'nameOf'>,
    private readonly clock: Clock,
  ) {
    this.repo = new LoadStopTimesRepository(uow);
    this.loads = new LoadsRepository(uow);
    this.history = new LoadHistoryRepository(uow);
  }

  /** A load's corrections by stop, as the readers of stop times take them (load-progress.ts). */
  async of(loadId: number): Promise<Partial<Record<StopKind, StopTimes>>> {
    const rows = await this.repo.of(loadId);
    const wired = await Promise.all(rows.map((row) => this.toWire(row.stop, row)));
    return Object.fromEntries(wired.map((s) => [s.stop, s]));
  }

  /** GET: the stop's correction and its version (0 and no times when never saved). */
  async read(loadId: number, stop: StopKind): Promise<Saved<StopTimes>> {
    await this.loadOf(loadId);
    const row = await this.repo.find(loadId, stop);
    return { data: await this.toWire(stop, row), version: row?.version ?? NEVER_SAVED };
  }

  /** Sets or clears (null) the stop's times at the version the request expects. */
  async save(
    loadId: number,
    stop: StopKind,
    body: StopTimesBody,
    actor: LoadActor,
    version?: ExpectedVersion,
  ): Promise<Saved<StopTimes>> {
    const lastSaved = async () => lastSavedOf(await this.repo.find(loadId, stop));
    return this.audit.guardedSaved(staleRecordNouns.stopTimes, lastSaved, async () => {
      const load = await this.loadOf(loadId);
      const before = await this.repo.find(loadId, stop, { forUpdate: true });
      assertVersion(before?.version ?? NEVER_SAVED, version);
      const now = this.clock.now();
      const history = await this.history.of(loadId);
      const step = (status: number) => history.find((h) => h.toStatus === status)?.changedAt ?? null;
      const [issue] = stopTimeIssues(body, {
        now: now.getTime(),
        loadCreatedAt: isoString(load.createdAt),
        driver: {
          arrivedAt: isoOrNull(step(STOP_STEPS[stop].arrive)),
          departedAt: isoOrNull(step(STOP_STEPS[stop].depart)),
        },
      });
      if (issue) throw badRequest(issue.message, [{ path: `body.${issue.field}`, message: issue.message }]);
      const time = (field: 'arrived' | 'departed') => {
        const at = body[`${field}At`] === null ? null : new Date(body[`${field}At`] as string);
        const old = before?.[`${field}At`] ?? null;
        if (at?.getTime() === old?.getTime() && before) {
          return { at, by: before[`${field}By`], setAt: before[`${field}SetAt`] };
        }
        return at ? { at, by: actor.userId, setAt: now } : { at: null, by: null, setAt: null };
      };
      const arrived = time('arrived');
      const departed = time('departed');
      const row = await this.repo.save(
        loadId,
        stop,
        {
          arrivedAt: arrived.at,
          arrivedBy: arrived.by,
          arrivedSetAt: arrived.setAt,
          departedAt: departed.at,
          departedBy: departed.by,
          departedSetAt: departed.setAt,
        },
        { by: actor.userId, at: now },
        version,
      );
      const cleared = row.arrivedAt === null && row.departedAt === null;
      await this.audit.changed({ type: 'load', id: loadId }, auditOf(stop, before), auditOf(stop, row), {
        summary: `${stop === 'pickup' ? 'Pickup' : 'Delivery'} times ${cleared ? 'cleared' : 'corrected'}`,
      });
      return { data: await this.toWire(stop, row), version: row.version };
    });
  }

  /** The message of a save's answer. */
  static messageOf(data: StopTimes): string {
    return data.arrivedAt === null && data.departedAt === null
      ? stopTimeMessages.cleared
      : stopTimeMessages.saved;
  }

  private async loadOf(loadId: number) {
    return found(await this.loads.findById(loadId), loadMessages.notFound);
  }

  private async toWire(stop: StopKind, row: LoadStopTimesRow | undefined): Promise<StopTimes> {
    const set = async (at: Date | null, by: number | null, setAt: Date | null) =>
      at && setAt ? { by: by === null ? null : await this.users.nameOf(by), at: isoString(setAt) } : null;
    return {
      stop,
      arrivedAt: isoOrNull(row?.arrivedAt ?? null),
      departedAt: isoOrNull(row?.departedAt ?? null),
      arrivedSet: await set(row?.arrivedAt ?? null, row?.arrivedBy ?? null, row?.arrivedSetAt ?? null),
      departedSet: await set(row?.departedAt ?? null, row?.departedBy ?? null, row?.departedSetAt ?? null),
      version: row?.version ?? NEVER_SAVED,
    };
  }
}
