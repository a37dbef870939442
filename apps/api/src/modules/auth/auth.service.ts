import crypto from 'node:crypto';
import type { ConfirmPasswordBody, LoginBody, Profile, TokenSet } from '@fletx/contract/auth';
import {
  INVITATION_CODE_TTL_DAYS,
  RECOVERY_CODE_MAX_ATTEMPTS,
  RECOVERY_CODE_TTL_MINUTES,
  REFRESH_TOKEN_TTL_DAYS,
} from '@fletx/contract/constants';
import { messages } from '@fletx/contract/messages';
import { GROUPS, isCarrier } from '@fletx/contract/roles';
import type { LoginChallenge, TwoFactorVerifyBody } from '@fletx/contract/two-factor';
import { isUserPassword } from '@fletx/contract/validation';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { badRequest, forbidden, unauthorized } from '../../lib/errors';
import type { Mail, Mailer } from '../../lib/mailer';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { Door } from '../../lib/refresh-cookie';
import { hmac, sha256 } from '../../lib/secrets';
import { normalizeEmail, type UserRow, type UsersService } from '../users/users.service';
import { AuthRepository } from './auth.repository';
import type { SessionClient, SessionsService } from './sessions.service';
import { newRecoveryCode, newRefreshToken, type TokenSigner } from './tokens';
import type { TwoFactorService } from './two-factor.service';

/** Per account and per address (docs/product.md "Rate limits"). */
export const AUTH_LIMITS = {
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 100, windowSeconds: 15 * 60 },
  recoveryPerAccount: { max: 5, windowSeconds: 60 * 60 },
  recoveryPerAddress: { max: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** The door a login or refresh came through (the back office, the driver API). */
export type LoginAudience = Door;

export class AuthService {
  private readonly repo: AuthRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersService,
    private readonly signer: TokenSigner,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly codeKey: string,
    private readonly clock: Clock,
    private readonly sessions: SessionsService,
    private readonly twoFactor: TwoFactorService,
  ) {
    this.repo = new AuthRepository(uow);
    // Ending a user's sessions (logout, new password, an admin) ends each of them and revokes every refresh
    // token they hold (those of families older than sessions too).
    users.onSessionsEnd(async (userId) => {
      await this.sessions.endAllForUser(userId);
      await this.repo.revokeAllForUser(userId);
    });
  }

  /**
   * Back-office login refuses everyone outside carriers; the driver API's login refuses everyone but drivers.
   * A back-office user with two-factor sign-in gets the second step's challenge instead of tokens.
   */
  async login(body: LoginBody, client: SessionClient, audience: 'driver'): Promise<TokenSet>;
  async login(
    body: LoginBody,
    client: SessionClient,
    audience?: 'back-office',
  ): Promise<TokenSet | LoginChallenge>;
  async login(
    body: LoginBody,
    client: SessionClient,
    audience: LoginAudience = 'back-office',
  ): Promise<TokenSet | LoginChallenge> {
    const { ip } = client;
    const email = normalizeEmail(body.name);
    const accountKey = `login:acct:${email}`;
    const addressKey = `login:ip:${ip}`;
    await this.limiter.hit([
      { key: accountKey, rule: AUTH_LIMITS.loginPerAccount },
      { key: addressKey, rule: AUTH_LIMITS.loginPerAddress },
    ]);
    const user = await this.users.findByEmail(email);
    const valid = user
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstDummy(body.password);
    if (!user || !valid) throw unauthorized(messages.invalidCredentials);
    // A right password clears its account's counter and does not count against its address: an office whose
    // people all sign in from one address (behind one router) is limited by its wrong passwords only.
    await this.limiter.reset([accountKey]);
    await this.limiter.refund([addressKey]);
    if (!allowedFor(audience, user.group)) throw forbidden(messages.roleNotAllowed);
    const challenge = audience === 'back-office' ? await this.twoFactor.challengeFor(user.id) : undefined;
    return challenge ?? this.startSession(user, client);
  }

  /** The login's second step (POST /api/auth/2fa/verify): a new session once the code is right. */
  async verifyTwoFactor(body: TwoFactorVerifyBody, client: SessionClient): Promise<TokenSet> {
    const user = await this.users.findById(await this.twoFactor.verify(body, client.ip));
    if (!user) throw unauthorized(messages.invalidToken);
    if (!allowedFor('back-office', user.group)) throw forbidden(messages.roleNotAllowed);
    return this.startSession(user, client);
  }

  /** A new session (a new refresh-token family) and its first tokens. */
  private startSession(user: UserRow, client: SessionClient): Promise<TokenSet> {
    const familyId = crypto.randomUUID();
    return this.uow.transaction(async () =>
      this.issue(user, familyId, await this.sessions.open(user.id, familyId, client)),
    );
  }

  /**
   * Rotation: the presented token dies and a new one of the same family is issued. A reused token kills its family.
   * With an audience, a user outside it gets 403 (the back office refreshes carriers, the driver API drivers).
   * The session continues: its last use and address follow the refresh.
   */
  async refresh(refreshToken: string, client: SessionClient, audience?: LoginAudience): Promise<TokenSet> {
    const row = await this.repo.findRefreshToken(sha256(refreshToken));
    if (!row || row.expiresAt.getTime() <= this.clock.now().getTime())
      throw unauthorized(messages.invalidToken);
    const user = await this.users.findById(row.userId);
    // The audience is checked before rotation, so a token shown at the wrong door stays usable at its own.
    if (user && audience && !allowedFor(audience, user.group)) throw forbidden(messages.roleNotAllowed);
    if (row.revokedAt || !(await this.repo.revokeRefreshToken(row.id))) {
      // A replayed token (stolen, or sent twice): its whole family and session end.
      await this.sessions.endFamily(row.familyId);
      throw unauthorized(messages.invalidToken);
    }
    if (!user) throw unauthorized(messages.invalidToken);
    return this.issue(user, row.familyId, await this.sessions.resume(user.id, row.familyId, client));
  }

  async me(userId: number): Promise<Profile> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized(messages.invalidToken);
    return {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone: user.phone,
      role: user.role,
    };
  }

  /**
   * Ends every session of the token's user: all their refresh tokens are revoked and their token version
   * moves on, so the access tokens already issued stop working too (docs/decisions/0018).
   */
  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const row = await this.repo.findRefreshToken(sha256(refreshToken));
    if (row) await this.users.endSessions(row.userId);
  }

  /** Always answers the same, whether or not the account exists. */
  async forgotPassword(username: string, ip: string): Promise<void> {
    const email = normalizeEmail(username);
    await this.limiter.hit([
      { key: `recover:acct:${email}`, rule: AUTH_LIMITS.recoveryPerAccount },
      { key: `recover:ip:${ip}`, rule: AUTH_LIMITS.recoveryPerAddress },
    ]);
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const code = newRecoveryCode();
    await this.repo.replaceResetCode({
      userId: user.id,
      codeHash: hmac(this.codeKey, code),
      expiresAt: new Date(this.clock.now().getTime() + RECOVERY_CODE_TTL_MINUTES * 60_000),
    });
    await this.mailer.send({
      to: user.email,
      subject: 'Your Fletx verification code',
      text:
        `Hello ${user.firstName},\n\nYour verification code is ${code}.\n` +
        `It is valid for ${RECOVERY_CODE_TTL_MINUTES} minutes and can be used once.\n\n` +
        'If you did not ask to reset your password, ignore this email.\n',
      html:
        `<p>Hello ${escapeHtml(user.firstName)},</p><p>Your verification code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>.</p>` +
        `<p>It is valid for ${RECOVERY_CODE_TTL_MINUTES} minutes and can be used once.</p>` +
        '<p>If you did not ask to reset your password, ignore this email.</p>',
    });
  }

  /**
   * First codes of new users (bulk import), in the caller's transaction: the same codes as password
   * recovery, valid INVITATION_CODE_TTL_DAYS, used on the change-password screen. Returns each user's code.
   */
  async createInvitationCodes(users: ReadonlyArray<Pick<UserRow, 'id'>>): Promise<Map<number, string>> {
    const codes = new Map<number, string>();
    const expiresAt = new Date(this.clock.now().getTime() + INVITATION_CODE_TTL_DAYS * 86_400_000);
    const rows = users.map((user) => {
      const code = newRecoveryCode();
      codes.set(user.id, code);
      return { userId: user.id, codeHash: hmac(this.codeKey, code), expiresAt };
    });
    await this.repo.insertResetCodes(rows);
    return codes;
  }

  /** The invitation mail with the user's authentication code (sent through the mail outbox). */
  invitationMail(user: Pick<UserRow, 'email' | 'firstName'>, code: string): Mail {
    const link = `/login/change-pass?email=${encodeURIComponent(user.email)}`;
    return {
      to: user.email,
      subject: 'Your Fletx account: confirm your registration',
      text:
        `Hello ${user.firstName},\n\nAn account was created for you in Fletx.\n` +
        `Your authentication code is ${code}. Use it with your email on the change-password screen (${link}) ` +
        `to choose your password. It is valid for ${INVITATION_CODE_TTL_DAYS} days and can be used once.\n`,
      html:
        `<p>Hello ${escapeHtml(user.firstName)},</p><p>An account was created for you in Fletx.</p>` +
        `<p>Your authentication code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong>.</p>` +
        `<p>Use it with your email on the change-password screen (${escapeHtml(link)}) to choose your password. ` +
        `It is valid for ${INVITATION_CODE_TTL_DAYS} days and can be used once.</p>`,
    };
  }

  async confirmPassword(body: ConfirmPasswordBody, ip: string): Promise<void> {
    if (body.newPassword !== body.confirmNewPassword) throw badRequest(messages.passwordsDoNotMatch);
    if (!isUserPassword(body.newPassword)) throw badRequest(messages.passwordRequirements);
    const email = normalizeEmail(body.username);
    await this.limiter.hit([{ key: `recover:ip:${ip}`, rule: AUTH_LIMITS.recoveryPerAddress }]);
    const user = await this.users.findByEmail(email);
    const reset = user ? await this.repo.findLiveResetCode(user.id) : undefined;
    if (!user || !reset) throw badRequest(messages.invalidCode);
    if (reset.expiresAt.getTime() <= this.clock.now().getTime()) throw badRequest(messages.expiredCode);
    const attempts = await this.repo.countResetAttempt(reset.id, RECOVERY_CODE_MAX_ATTEMPTS);
    if (attempts === undefined) throw badRequest(messages.expiredCode);
    const given = Buffer.from(hmac(this.codeKey, body.code.trim()));
    if (!crypto.timingSafeEqual(given, Buffer.from(reset.codeHash))) throw badRequest(messages.invalidCode);
    await this.uow.transaction(async () => {
      if (!(await this.repo.consumeResetCode(reset.id))) throw badRequest(messages.invalidCode);
      // Ends every session of the user (refresh tokens revoked, token version moved on).
      await this.users.setPassword(user.id, body.newPassword);
    });
    this.users.forgetAccess(user.id);
  }

  private async issue(user: UserRow, familyId: string, sessionId: number): Promise<TokenSet> {
    const { idToken, accessToken } = await this.signer.sign(user, sessionId);
    const token = newRefreshToken();
    await this.repo.insertRefreshToken({
      userId: user.id,
      tokenHash: sha256(token),
      familyId,
      expiresAt: new Date(this.clock.now().getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    });
    return { idToken, accessToken: { jwtToken: accessToken }, refreshToken: { token } };
  }
}

/** Back office: carriers only; the driver API: drivers only. */
function allowedFor(audience: LoginAudience, group: string): boolean {
  return audience === 'back-office' ? isCarrier([group]) : group === GROUPS.drivers;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
