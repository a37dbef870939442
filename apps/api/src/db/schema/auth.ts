import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz, usedOnce } from './columns';
import { users } from './users';

/** Refresh tokens: only a hash is kept; each use rotates the token within its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    ...ownedBy('user', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Sessions: one per refresh-token family (`family_id`), with where it was signed in from and when it was
 * last used; `ended_at` once ended (logout, a replayed token, the user or an admin ending it).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    ...ownedBy('user', () => users.id),
    familyId: uuid('family_id').notNull().unique(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    // NULLS FIRST is PostgreSQL's own order for DESC, the one migration 0034 made (test/schema-migrations.no-db.test.ts).
    index('auth_sessions_live_user_idx')
      .on(t.userId, t.lastUsedAt.desc().nullsFirst())
      .where(sql`${t.endedAt} IS NULL`),
  ],
);

/** Password recovery codes: 6 digits, kept as an HMAC, single use, 15 minutes, 5 tries. */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...ownedBy('user', () => users.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ...usedOnce(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Fixed-window rate-limit counters, shared by every API process through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamptz('reset_at').notNull(),
});
