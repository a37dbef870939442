import { BROKER_STATUS } from '@fletx/contract/brokers';
import { TRANSACTION_TYPE, TRANSACTION_TYPES } from '@fletx/contract/load-ledger';
import {
  type DriverAction,
  FINISHED_STATUS_IDS,
  LOAD_STATUS,
  type LoadStatusId,
  type StaffAction,
  transitionTarget,
} from '@fletx/contract/load-status';
import { type LoadBody, loadMessages } from '@fletx/contract/loads';
import { formatUsd } from '@fletx/contract/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditEntryOf, AuditTrail } from '../../lib/audit-trail';
import { conflict } from '../../lib/errors';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { BrokersService } from '../brokers/brokers.service';
import type { ReferenceNames } from '../parametrics/parametrics.service';
import type { LoadDriversQueries } from '../read-model/load-drivers.queries';
import type { UsersService } from '../users/users.service';
import { assertDriverChoosable } from './load-driver-change';
import { LoadHistoryRepository, type LoadHistoryRow } from './load-history.repository';
import { LoadLedgerRepository, type LoadTransactionRow } from './load-ledger.repository';
import type { LoadMiles } from './load-miles';
import { fieldError, type LoadActor } from './loads.common';
import { fromLoadBody, loadStatusName, toLoadWire } from './loads.mapper';
import { type LoadRow, LoadsRepository } from './loads.repository';

const FINISHED: ReadonlyArray<number> = FINISHED_STATUS_IDS;

/** A status change of a past load: the action, who took it and when. */
export interface PastStep {
  action: StaffAction | DriverAction;
  actor: LoadActor;
  at: Date;
  comment?: string;
}

/** A ledger entry of a past load (an accessorial, deduction or advance), `amount` positive USD. */
export interface PastEntry {
  typeId: number;
  amount: number;
  comment: string;
  actor: LoadActor;
  at: Date;
}

/** A load entered in the past (the form's body, who entered it and when), then its steps and entries. */
export interface PastLoad {
  body: LoadBody;
  entered: { actor: LoadActor; at: Date };
  steps: ReadonlyArray<PastStep>;
  entries: ReadonlyArray<PastEntry>;
}

/** A past load as stored: its row, its history (oldest first) and its ledger (trip rate first). */
export interface EnteredLoad {
  row: LoadRow;
  history: LoadHistoryRow[];
  ledger: LoadTransactionRow[];
}

/**
 * Loads whose past is known at once (docs/product.md "Loads"; the demo's weeks of work): each is written as
 * `LoadsService.create`, its status changes (`LoadLifecycleService.transition`) and its ledger entries
 * (`LoadLedgerService.addTransaction`) would leave it — the row at its last status and version, the dated
 * history, the ledger, the trail's entries — but in a few statements for all of them. A past replayed
 * dispatches nobody and is news to no one: no compliance check, no notification, nothing heard live.
 * Its actual and deadhead miles come once its positions are in (`LoadMiles.settleMany`).
 */
export class LoadPastService {
  private readonly loads: LoadsRepository;
  private readonly history: LoadHistoryRepository;
  private readonly ledger: LoadLedgerRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly drivers: Pick<LoadDriversQueries, 'driver'>,
    private readonly brokers: Pick<BrokersService, 'find'>,
    private readonly users: Pick<UsersService, 'nameOf'>,
    private readonly parametrics: ReferenceNames,
    private readonly audit: AuditTrail,
    private readonly miles: Pick<LoadMiles, 'planned'>,
  ) {
    this.loads = new LoadsRepository(uow);
    this.history = new LoadHistoryRepository(uow);
    this.ledger = new LoadLedgerRepository(uow);
  }

  /** Enters the loads with their pasts, in one transaction; answers them in the order given. */
  enterMany(pasts: ReadonlyArray<PastLoad>): Promise<EnteredLoad[]> {
    if (pasts.length === 0) return Promise.resolve([]);
    return this.uow.transaction(async () => {
      const names = new Names(this.users, this.drivers, this.brokers, this.parametrics);
      // The broker and the driver as the load form checks them (400, 409), each once.
      for (const { body } of pasts) await names.check(body.broker_id, body.user_id);
      const walks = pasts.map((past) => walk(past));
      const rows = await this.loads.insertMany(
        pasts.map((past, k) => {
          const values = fromLoadBody(past.body);
          const last = past.steps.at(-1)?.at ?? past.entered.at;
          return {
            ...values,
            ...this.miles.planned(values),
            statusId: walks[k]?.at(-1)?.to ?? LOAD_STATUS.new,
            version: 1 + past.steps.length,
            createdAt: past.entered.at,
            updatedAt: last,
          };
        }),
      );
      const historyRows = await this.history.addMany(
        await flat(rows, async (row, k) => {
          const past = pasts[k] as PastLoad;
          const created = {
            loadId: row.id,
            fromStatus: null,
            toStatus: LOAD_STATUS.new as number,
            action: 'create',
            comment: '',
            changedBy: past.entered.actor.userId,
            changedByName: await names.user(past.entered.actor.userId),
            changedAt: past.entered.at,
          };
          const moves = (walks[k] ?? []).map(async (m) => ({
            loadId: row.id,
            fromStatus: m.from as number,
            toStatus: m.to as number,
            action: m.step.action as string,
            comment: m.step.comment?.trim() ?? '',
            changedBy: m.step.actor.userId,
            changedByName: await names.user(m.step.actor.userId),
            changedAt: m.step.at,
          }));
          return [created, ...(await Promise.all(moves))];
        }),
      );
      const ledgerRows = await this.ledger.insertMany(
        await flat(rows, async (row, k) => {
          const past = pasts[k] as PastLoad;
          const by = past.entered.actor.userId;
          const trip =
            row.tripRateCents === null
              ? []
              : [
                  {
                    loadId: row.id,
                    typeId: TRANSACTION_TYPE.tripRate as number,
                    amountCents: row.tripRateCents,
                    comment: 'Trip rate',
                    createdBy: by,
                    createdByName: await names.user(by),
                    createdAt: past.entered.at,
                  },
                ];
          const entries = past.entries.map(async (e) => ({
            loadId: row.id,
            typeId: e.typeId,
            amountCents: signOf(e.typeId) * dollarsToCents(e.amount),
            comment: e.comment.trim(),
            createdBy: e.actor.userId,
            createdByName: await names.user(e.actor.userId),
            createdAt: e.at,
          }));
          return [...trip, ...(await Promise.all(entries))];
        }),
      );
      await this.audit.recordedMany('load', await this.trail(rows, pasts, walks, names));
      return rows.map((row) => ({
        row,
        history: historyRows.filter((h) => h.loadId === row.id),
        ledger: ledgerRows.filter((t) => t.loadId === row.id),
      }));
    });
  }

  /** The trail's entries of each load: created, each status change, each ledger entry. */
  private async trail(
    rows: LoadRow[],
    pasts: ReadonlyArray<PastLoad>,
    walks: Array<Array<{ from: LoadStatusId; to: LoadStatusId; step: PastStep }>>,
    names: Names,
  ): Promise<AuditEntryOf[]> {
    const entries: AuditEntryOf[] = [];
    for (const [k, row] of rows.entries()) {
      const past = pasts[k] as PastLoad;
      const named = await names.ofLoad(row);
      const at = (statusId: number, version: number, updatedAt: Date) =>
        toLoadWire({
          ...row,
          ...named,
          statusId,
          statusName: loadStatusName(statusId),
          finished: FINISHED.includes(statusId),
          version,
          updatedAt,
        });
      const first = at(LOAD_STATUS.new, 1, past.entered.at);
      const entered = { id: row.id, at: past.entered.at, actorId: past.entered.actor.userId };
      entries.push({ ...entered, after: first, action: 'create', version: 1 });
      let before = first;
      for (const [n, { from, to, step }] of (walks[k] ?? []).entries()) {
        const after = at(to, n + 2, step.at);
        const comment = step.comment?.trim();
        const summary = `Status ${loadStatusName(from)} → ${loadStatusName(to)}${comment ? `: ${comment}` : ''}`;
        const version = n + 2;
        entries.push({
          id: row.id,
          at: step.at,
          actorId: step.actor.userId,
          before,
          after,
          action: 'status',
          summary,
          version,
        });
        before = after;
      }
      let total = row.tripRateCents ?? 0;
      for (const e of past.entries) {
        const cents = dollarsToCents(e.amount);
        const type = TRANSACTION_TYPES.find((t) => t.id === e.typeId);
        const next = total + signOf(e.typeId) * cents;
        entries.push({
          id: row.id,
          at: e.at,
          actorId: e.actor.userId,
          before: { ledger_total: centsToDollars(total) },
          after: { ledger_total: centsToDollars(next) },
          action: 'money',
          summary: `${type?.name ?? ''} ${formatUsd(cents)}${e.comment.trim() ? `: ${e.comment.trim()}` : ''}`,
          version: 1 + past.steps.filter((s) => s.at <= e.at).length,
        });
        total = next;
      }
    }
    return entries;
  }
}

/** The sign a ledger type gives its amounts; a type staff may not enter is a 409. */
function signOf(typeId: number): number {
  const type = TRANSACTION_TYPES.find((t) => t.id === typeId);
  if (!type?.manual) throw conflict(loadMessages.transactionManual);
  return type.sign;
}

/** A past's steps from New (2), each checked as `transition` checks it (409 otherwise). */
function walk(past: PastLoad): Array<{ from: LoadStatusId; to: LoadStatusId; step: PastStep }> {
  let from: LoadStatusId = LOAD_STATUS.new;
  return past.steps.map((step) => {
    const to = transitionTarget(step.action, from);
    if (to === undefined) throw conflict(loadMessages.actionNotAllowed(step.action, loadStatusName(from)));
    const move = { from, to, step };
    from = to;
    return move;
  });
}

/** `make` for each row, flattened in order. */
async function flat<R, T>(rows: R[], make: (row: R, k: number) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (const [k, row] of rows.entries()) out.push(...(await make(row, k)));
  return out;
}

/** The names a load's history and snapshot carry, each read once. */
class Names {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(
    private readonly users: Pick<UsersService, 'nameOf'>,
    private readonly drivers: Pick<LoadDriversQueries, 'driver'>,
    private readonly brokers: Pick<BrokersService, 'find'>,
    private readonly parametrics: ReferenceNames,
  ) {}

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.cache.has(key)) this.cache.set(key, read());
    return this.cache.get(key) as Promise<T>;
  }

  /** The broker exists and is approved, the driver too (`LoadsService.create`'s checks). */
  async check(brokerId: number, driverId: number): Promise<void> {
    const broker = await this.once(`broker ${brokerId}`, () => this.brokers.find(brokerId));
    if (!broker) throw fieldError('body.broker_id', loadMessages.brokerNotFound);
    if (broker.status !== BROKER_STATUS.approved)
      throw conflict(loadMessages.brokerNotApproved(broker.brokerName, broker.status));
    await this.once(`checked ${driverId}`, () => assertDriverChoosable(this.drivers, driverId));
  }

  user(id: number): Promise<string> {
    return this.once(`user ${id}`, () => this.users.nameOf(id));
  }

  async ofLoad(row: LoadRow) {
    const driver =
      row.driverId === null ? undefined : await this.once(`driver ${row.driverId}`, () => this.driverOf(row));
    const broker = await this.once(`broker ${row.brokerId}`, () => this.brokers.find(row.brokerId));
    const trailerTypeName = await this.once(`trailer ${row.trailerTypeId}`, () =>
      this.parametrics.nameOf('trailerTypes', row.trailerTypeId),
    );
    return {
      brokerName: broker?.brokerName ?? '',
      trailerTypeName,
      driverFirstName: driver?.firstName ?? null,
      driverLastName: driver?.lastName ?? null,
    };
  }

  private async driverOf(row: LoadRow) {
    return row.driverId === null ? undefined : this.drivers.driver(row.driverId);
  }
}
