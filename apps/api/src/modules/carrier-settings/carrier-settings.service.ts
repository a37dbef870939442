import type { Readable } from 'node:stream';
import {
  type CarrierSettings,
  type CarrierSettingsBody,
  type CarrierTimeZone,
  carrierSettingsMessages,
  DEFAULT_TIME_ZONE,
  type FactoringCompany,
  isCarrierTimeZone,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
} from '@fletx/contract/carrier-settings';
import { twoFactorMessages } from '@fletx/contract/two-factor';
import type { FastifyRequest } from 'fastify';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import type { Principal } from '../../lib/principal';
import { assertVersion, type ExpectedVersion, NEVER_SAVED, type Saved } from '../../lib/record-version';
import { type FileStorage, StoredFileNotFoundError } from '../../lib/storage';
import { ACCESS_STATE_CACHE_MS, TimedCache } from '../../lib/timed-cache';
import type { DocumentsService } from '../documents/documents.service';
import { CarrierSettingsRepository, type CarrierSettingsRow } from './carrier-settings.repository';

const TARGET = { type: 'carrierSettings', id: 1 } as const;

const EMPTY: CarrierSettings = {
  configured: false,
  name: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  email: '',
  mcNumber: '',
  dotNumber: '',
  remitTo: '',
  factoring: null,
  hasLogo: false,
  requireTwoFactor: false,
  trackingExactPosition: false,
  timeZone: DEFAULT_TIME_ZONE,
  updatedAt: null,
};

function toWire(row: CarrierSettingsRow | undefined): CarrierSettings {
  if (!row) return EMPTY;
  return {
    configured: true,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    email: row.email,
    mcNumber: row.mcNumber,
    dotNumber: row.dotNumber,
    remitTo: row.remitTo,
    factoring: row.factoringName
      ? {
          name: row.factoringName,
          email: row.factoringEmail ?? '',
          remitTo: row.factoringRemitTo ?? '',
          noticeOfAssignment: row.factoringNotice ?? '',
        }
      : null,
    hasLogo: row.logoKey !== null,
    requireTwoFactor: row.requireTwoFactor,
    trackingExactPosition: row.trackingExactPosition,
    timeZone: isCarrierTimeZone(row.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE,
    updatedAt: isoString(row.updatedAt),
  };
}

const saveFirst = () => conflict(carrierSettingsMessages.saveFirst);
const noLogo = () => notFound(carrierSettingsMessages.noLogo);

/** The logo's bytes and type, for a PDF. */
export interface CarrierLogo {
  bytes: Buffer;
  mimeType: 'image/png' | 'image/jpeg';
}

/**
 * The carrier's own details (docs/product.md "Invoices and receivables"): one record printed on invoices,
 * with the factoring company and the logo (a stored file, lib/storage.ts).
 */
export class CarrierSettingsService {
  private readonly repo: CarrierSettingsRepository;
  /**
   * Whether two-factor sign-in is required, read by the access check of every staff call: kept briefly, like
   * the account itself (docs/decisions/0018-access-follows-the-account.md); a save here forgets it at once.
   */
  private readonly twoFactorRule = new TimedCache(
    async () => (await this.repo.find())?.requireTwoFactor ?? false,
    ACCESS_STATE_CACHE_MS,
  );
  /** The time zone, read by every request that counts a day (lib/carrier-day.ts): kept as briefly. */
  private readonly zone = new TimedCache(
    async () => toWire(await this.repo.find()).timeZone,
    ACCESS_STATE_CACHE_MS,
  );

  constructor(
    uow: UnitOfWork,
    private readonly storage: FileStorage,
    private readonly documents: Pick<DocumentsService, 'readUploadForm' | 'discard'>,
    private readonly audit: AuditTrail,
    private readonly log: { warn(details: object, message: string): void },
  ) {
    this.repo = new CarrierSettingsRepository(uow);
  }

  async get(): Promise<CarrierSettings> {
    return (await this.current()).data;
  }

  /** The settings with their version (`NEVER_SAVED` until first saved): the GET's answer and `ETag`. */
  async current(): Promise<Saved<CarrierSettings>> {
    const row = await this.repo.find();
    return { data: toWire(row), version: row?.version ?? NEVER_SAVED };
  }

  /** The factoring company, or null when none is set. */
  async factoring(): Promise<FactoringCompany | null> {
    return (await this.get()).factoring;
  }

  /** The carrier's time zone: its days run from this zone's midnights. */
  timeZone(): Promise<CarrierTimeZone> {
    return this.zone.get(1);
  }

  /** Whether every staff account must sign in with a second factor. */
  requiresTwoFactor(): Promise<boolean> {
    return this.twoFactorRule.get(1);
  }

  /**
   * Saves the settings at the version the request expects (docs/product.md "Stale edits"; a 412 names who saved
   * them meanwhile). Only a Carriers user may change whether two-factor sign-in is required.
   */
  async save(
    body: CarrierSettingsBody,
    by?: Principal,
    version?: ExpectedVersion,
  ): Promise<Saved<CarrierSettings>> {
    this.forgetRules();
    try {
      return await this.audit.edit(TARGET, async () => {
        const before = await this.repo.lock();
        assertVersion(before?.version ?? NEVER_SAVED, version);
        const { factoring, ...rest } = body;
        const changesRule =
          body.requireTwoFactor !== undefined &&
          body.requireTwoFactor !== (before?.requireTwoFactor ?? false);
        if (changesRule && by?.role !== 'Carriers') throw forbidden(twoFactorMessages.requireOnlyCarriers);
        const row = await this.repo.save(
          {
            ...rest,
            factoringName: factoring?.name ?? null,
            factoringEmail: factoring?.email ?? null,
            factoringRemitTo: factoring?.remitTo ?? null,
            factoringNotice: factoring?.noticeOfAssignment ?? null,
          },
          version,
        );
        const after = toWire(row);
        if (!before) return { before: undefined, after, version: row.version, options: { action: 'create' } };
        return { before: toWire(before), after, version: row.version };
      });
    } finally {
      this.forgetRules();
    }
  }

  /** A save is seen at once by this process (others within ACCESS_STATE_CACHE_MS). */
  private forgetRules(): void {
    this.twoFactorRule.forget(1);
    this.zone.forget(1);
  }

  /**
   * A change of the logo, at the version the request expects: `none` when the settings were never saved; the
   * change counts as a new version of them (the answer's `ETag`).
   */
  private changeLogo(
    version: ExpectedVersion,
    none: () => AppError,
    change: (before: CarrierSettingsRow) => { values: Partial<CarrierSettingsRow>; summary: string },
  ): Promise<Saved<CarrierSettings>> {
    return this.audit.edit(TARGET, async () => {
      const before = await this.repo.lock();
      if (!before) throw none();
      assertVersion(before.version, version);
      const { values, summary } = change(before);
      const row = await this.repo.save(values, version);
      return {
        before: undefined,
        after: undefined,
        version: row.version,
        options: { summary },
        answer: toWire(row),
      };
    });
  }

  /** POST /api/carrier-settings/logo: a PNG or JPEG of at most 2 MB replaces the logo. */
  async saveLogo(request: FastifyRequest, version?: ExpectedVersion): Promise<Saved<CarrierSettings>> {
    const { file } = await this.documents.readUploadForm(request);
    if (!file) throw badRequest('Choose a PNG or JPEG file to upload.');
    const refuse = async (error: AppError) => {
      await this.documents.discard(file);
      throw error;
    };
    if (!(LOGO_MIME_TYPES as ReadonlyArray<string>).includes(file.mimeType))
      return refuse(new AppError('UnsupportedMediaType', carrierSettingsMessages.logoType));
    if (file.size > LOGO_MAX_BYTES)
      return refuse(new AppError('PayloadTooLarge', carrierSettingsMessages.logoTooLarge));
    let previous: string | null = null;
    try {
      const saved = await this.changeLogo(version, saveFirst, (before) => {
        previous = before.logoKey;
        return { values: { logoKey: file.storageKey, logoMimeType: file.mimeType }, summary: 'Logo changed' };
      });
      if (previous) await this.forget(previous);
      return saved;
    } catch (error) {
      await this.documents.discard(file);
      throw error;
    }
  }

  async deleteLogo(version?: ExpectedVersion): Promise<Saved<CarrierSettings>> {
    let previous: string | null = null;
    const saved = await this.changeLogo(version, noLogo, (before) => {
      if (!before.logoKey) throw noLogo();
      previous = before.logoKey;
      return { values: { logoKey: null, logoMimeType: null }, summary: 'Logo removed' };
    });
    if (previous) await this.forget(previous);
    return saved;
  }

  /** The logo as a stream (GET /api/carrier-settings/logo). */
  async openLogo(): Promise<{ stream: Readable; mimeType: string }> {
    const row = await this.repo.find();
    if (!row?.logoKey || !row.logoMimeType) throw noLogo();
    try {
      return { stream: await this.storage.get(row.logoKey), mimeType: row.logoMimeType };
    } catch (error) {
      if (error instanceof StoredFileNotFoundError) throw noLogo();
      throw error;
    }
  }

  /** The logo's bytes for a PDF; undefined when none is set or its file is gone. */
  async logo(): Promise<CarrierLogo | undefined> {
    try {
      const { stream, mimeType } = await this.openLogo();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      return { bytes: Buffer.concat(chunks), mimeType: mimeType as CarrierLogo['mimeType'] };
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }

  private async forget(key: string): Promise<void> {
    await this.storage.delete(key).catch((error: unknown) => {
      this.log.warn({ err: error, storageKey: key }, 'old logo file left behind');
    });
  }
}
