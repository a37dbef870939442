import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ownedBy, timestamptz, updatedAt, usedOnce } from './columns';
import { users } from './users';

/**
 * Two-factor sign-in of a back-office user (docs/product.md "Two-factor sign-in"): the TOTP secret, encrypted
 * at rest (lib/secrets.ts `createCipher`), pending until a first code confirms it.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The confirmed secret; null while off. */
  secret: text('secret'),
  /** A secret set up and not yet confirmed with a code; a new set-up replaces it. */
  pendingSecret: text('pending_secret'),
  enabledAt: timestamptz('enabled_at'),
  /** The last time step a code was accepted for: a code of that step or an earlier one is refused (replay). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  updatedAt: updatedAt(),
});

/** Recovery codes: an HMAC each, single use; a new set replaces the old one. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    ...ownedBy('user', () => users.id),
    codeHash: text('code_hash').notNull(),
    ...usedOnce(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/** The second login step: a random token (only its hash kept), single use, bound to the user, short-lived. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    ...ownedBy('user', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    ...usedOnce(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);
