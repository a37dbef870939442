import crypto from 'node:crypto';
import { GROUPS } from '@fletx/contract/roles';
import {
  type LoginChallenge,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
  TWO_FACTOR_CHALLENGE_TTL_MINUTES,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type TwoFactorVerifyBody,
  twoFactorMessages,
} from '@fletx/contract/two-factor';
import { userMessages } from '@fletx/contract/users';
import { generateSecret, generateURI, verify } from 'otplib';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { type AppError, badRequest, conflict, found, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { createCipher, hmac, sha256 } from '../../lib/secrets';
import { ACCESS_STATE_CACHE_MS, TimedCache } from '../../lib/timed-cache';
import type { CarrierSettingsService } from '../carrier-settings/carrier-settings.service';
import type { UsersService } from '../users/users.service';
import { TwoFactorRepository } from './two-factor.repository';

/** Recovery codes: 8 characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown as `xxxx-xxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** How the second factor's attempts are limited (the login's rules, AUTH_LIMITS in auth.service.ts). */
export interface SecondFactorLimits {
  perAccount: RateLimitRule;
  perAddress: RateLimitRule;
}

/** What the TOTP check says of a code: its time step when right, or why not. */
type CodeCheck = { ok: true; timeStep: number } | { ok: false; replayed: boolean };

/**
 * Two-factor sign-in of back-office users (docs/product.md "Two-factor sign-in"): set-up, the second login
 * step, recovery codes, and whether the carrier's rule holds a user back until they set it up.
 */
export class TwoFactorService {
  private readonly repo: TwoFactorRepository;
  private readonly cipher: ReturnType<typeof createCipher>;
  /** Whether a user has two-factor sign-in on, for the access check while the carrier requires it. */
  private readonly enabled = new TimedCache(
    async (userId) => Boolean((await this.repo.find(userId))?.secret),
    ACCESS_STATE_CACHE_MS,
  );

  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersService,
    private readonly carrierSettings: Pick<CarrierSettingsService, 'requiresTwoFactor'>,
    private readonly limiter: RateLimiter,
    private readonly limits: SecondFactorLimits,
    private readonly audit: AuditTrail,
    private readonly key: string,
    private readonly clock: Clock,
  ) {
    this.repo = new TwoFactorRepository(uow);
    this.cipher = createCipher(key);
  }

  async status(userId: number): Promise<TwoFactorStatus> {
    const row = await this.repo.find(userId);
    return {
      enabled: Boolean(row?.secret),
      required: await this.carrierSettings.requiresTwoFactor(),
      recoveryCodesLeft: row?.secret ? await this.repo.countRecoveryCodesLeft(userId) : 0,
    };
  }

  /**
   * Whether the user must set up two-factor sign-in before anything else: the carrier requires it and the
   * user (staff) has it off. Costs no query while the rule is off, and one per user now and then while on.
   */
  async mustSetUp(userId: number, group: string): Promise<boolean> {
    if (group !== GROUPS.carriers || !(await this.carrierSettings.requiresTwoFactor())) return false;
    return !(await this.enabled.get(userId));
  }

  /** A new pending secret (replacing an earlier pending one) and its otpauth:// URL for the QR code. */
  async setup(userId: number): Promise<TwoFactorSetup> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    if ((await this.repo.find(userId))?.secret) throw conflict(twoFactorMessages.alreadyEnabled);
    const secret = generateSecret();
    await this.repo.savePending(userId, this.cipher.encrypt(secret));
    const otpauthUrl = generateURI({
      issuer: TOTP_ISSUER,
      label: user.email,
      secret,
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
    });
    return { secret, otpauthUrl };
  }

  /** The first code from the app confirms the pending secret; answers the recovery codes, shown once. */
  async enable(userId: number, code: string): Promise<string[]> {
    const row = await this.repo.find(userId);
    if (row?.secret) throw conflict(twoFactorMessages.alreadyEnabled);
    if (!row?.pendingSecret) throw conflict(twoFactorMessages.noPendingSetup);
    // A set-up begun under another server key cannot be confirmed: it is begun again.
    const secret = this.cipher.decrypt(row.pendingSecret);
    if (secret === undefined) throw conflict(twoFactorMessages.noPendingSetup);
    const check = await this.checkCode(secret, code, null);
    if (!check.ok) throw badRequest(twoFactorMessages.wrongCode);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    this.enabled.forget(userId);
    await this.uow.transaction(async () => {
      await this.repo.enable(userId, row.pendingSecret as string, check.timeStep);
      await this.repo.replaceRecoveryCodes(
        userId,
        codes.map((c) => this.hashRecoveryCode(c)),
      );
      await this.record(userId, true, 'Two-factor sign-in turned on');
    });
    this.enabled.forget(userId);
    return codes;
  }

  /** Off again, with the password and a code (TOTP or recovery): a stolen session alone cannot turn it off. */
  async disable(userId: number, password: string, code: string, ip: string): Promise<void> {
    await this.hit(userId, ip);
    const user = await this.users.findById(userId);
    const row = await this.repo.find(userId);
    if (!user) throw unauthorized();
    if (!row?.secret) throw conflict(twoFactorMessages.notEnabled);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw badRequest(twoFactorMessages.wrongPassword);
    await this.proveSecondFactor(userId, row.secret, row.lastTimeStep, code, badRequest);
    this.enabled.forget(userId);
    await this.uow.transaction(async () => {
      await this.repo.remove(userId);
      await this.record(userId, false, 'Two-factor sign-in turned off');
    });
    this.enabled.forget(userId);
  }

  /**
   * An administrator turns a staff user's two-factor sign-in off (a lost phone and lost recovery codes, or a
   * secret the server can no longer read): the user logs in with the password and may set it up again.
   */
  async turnOffFor(userId: number): Promise<void> {
    found(await this.users.findById(userId), userMessages.notFound);
    if (!(await this.repo.find(userId))?.secret) throw conflict(twoFactorMessages.userNotEnabled);
    this.enabled.forget(userId);
    await this.uow.transaction(async () => {
      await this.repo.remove(userId);
      await this.record(userId, false, 'Two-factor sign-in turned off by an administrator');
    });
    this.enabled.forget(userId);
  }

  /** The login's second step for a user with two-factor sign-in on, or undefined when it is off. */
  async challengeFor(userId: number): Promise<LoginChallenge | undefined> {
    if (!(await this.repo.find(userId))?.secret) return undefined;
    const now = this.clock.now();
    const challenge = crypto.randomBytes(32).toString('base64url');
    await this.repo.deleteExpiredChallenges(now);
    await this.repo.insertChallenge({
      userId,
      tokenHash: sha256(challenge),
      expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_MINUTES * 60_000),
    });
    return { twoFactorRequired: true, challenge };
  }

  /**
   * The second login step: a live challenge and a right code (TOTP, once per time step) or an unused recovery
   * code. Limited like the login, per address and per account. Answers the user the tokens are for.
   */
  async verify(body: TwoFactorVerifyBody, ip: string): Promise<number> {
    const hash = sha256(body.challenge);
    await this.limiter.hit([{ key: `2fa:ip:${ip}`, rule: this.limits.perAddress }]);
    const userId = await this.repo.findLiveChallenge(hash, this.clock.now());
    if (userId === undefined) throw unauthorized(twoFactorMessages.challengeInvalid);
    await this.limiter.hit([{ key: `2fa:acct:${userId}`, rule: this.limits.perAccount }]);
    const row = await this.repo.find(userId);
    if (!row?.secret) throw unauthorized(twoFactorMessages.challengeInvalid);
    const given = body.code ?? body.recoveryCode ?? '';
    await this.proveSecondFactor(userId, row.secret, row.lastTimeStep, given, unauthorized);
    if (!(await this.repo.useChallenge(hash))) throw unauthorized(twoFactorMessages.challengeInvalid);
    await this.limiter.reset([`2fa:acct:${userId}`]);
    return userId;
  }

  /** Counts a code attempt of a signed-in user (disable), like a login. */
  private hit(userId: number, ip: string): Promise<void> {
    return this.limiter.hit([
      { key: `2fa:acct:${userId}`, rule: this.limits.perAccount },
      { key: `2fa:ip:${ip}`, rule: this.limits.perAddress },
    ]);
  }

  /**
   * A 6-digit code is checked against the secret (a step not used before), anything else as a recovery code
   * (used up, in the trail). `refuse` makes the error: 401 at the login, 400 for a signed-in user.
   */
  private async proveSecondFactor(
    userId: number,
    storedSecret: string,
    lastTimeStep: number | null,
    given: string,
    refuse: (message: string) => AppError,
  ): Promise<void> {
    // Under another server key neither the secret nor the recovery codes' hashes can be checked.
    const secret = this.cipher.decrypt(storedSecret);
    if (secret === undefined) throw refuse(twoFactorMessages.unreadableSecret);
    if (/^\d{6}$/.test(given)) {
      const check = await this.checkCode(secret, given, lastTimeStep);
      if (!check.ok)
        throw refuse(check.replayed ? twoFactorMessages.replayedCode : twoFactorMessages.wrongCode);
      if (!(await this.repo.claimTimeStep(userId, check.timeStep)))
        throw refuse(twoFactorMessages.replayedCode);
      return;
    }
    await this.uow.transaction(async () => {
      if (!(await this.repo.useRecoveryCode(userId, this.hashRecoveryCode(given))))
        throw refuse(twoFactorMessages.wrongRecoveryCode);
      await this.audit.changed({ type: 'user', id: userId }, undefined, undefined, {
        summary: 'Two-factor recovery code used',
        actorId: userId,
      });
    });
  }

  /** RFC 6238 with the step before and after the server's; a step at or before `lastTimeStep` is a replay. */
  private async checkCode(secret: string, code: string, lastTimeStep: number | null): Promise<CodeCheck> {
    try {
      const result = await verify({
        secret,
        token: code,
        digits: TOTP_DIGITS,
        period: TOTP_PERIOD_SECONDS,
        epoch: Math.floor(this.clock.now().getTime() / 1000),
        epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
      });
      if (!result.valid) return { ok: false, replayed: false };
      const timeStep = (result as { timeStep: number }).timeStep;
      if (lastTimeStep !== null && timeStep <= lastTimeStep) return { ok: false, replayed: true };
      return { ok: true, timeStep };
    } catch {
      // A code the library cannot read is a wrong code, never a 5xx.
      return { ok: false, replayed: false };
    }
  }

  private hashRecoveryCode(code: string): string {
    return hmac(this.key, `2fa-recovery:${code.replace(/-/g, '').toLowerCase()}`);
  }

  /** The user's two-factor state changed: an entry on the user's record. */
  private record(userId: number, enabled: boolean, summary: string): Promise<void> {
    return this.audit.changed(
      { type: 'user', id: userId },
      { twoFactorEnabled: !enabled },
      { twoFactorEnabled: enabled },
      { summary },
    );
  }
}

/** A recovery code: 8 random characters as `xxxx-xxxx`. */
function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 8 },
    () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
