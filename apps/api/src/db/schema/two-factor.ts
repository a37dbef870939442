import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamptz, updatedAt } from './columns';
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
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/** The second login step: a random token (only its hash kept), single use, bound to the user, short-lived. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);
