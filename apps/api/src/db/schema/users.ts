import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/search';
import { editable, id, searchOver, trigramIndex } from './columns';

/**
 * A person's name and email, lowercased and unaccented: the expression users_search_trgm_idx indexes. Written
 * here only, for the index and for every search of people (`userSearchDocument`), because PostgreSQL answers a
 * `LIKE` from a trigram index only when the query repeats the index's expression exactly.
 */
const searchDocumentOf = searchOver('firstName', 'lastName', 'email');

/**
 * Every person who logs in: back-office staff (group carriers) and drivers (group drivers).
 * Emails are stored trimmed and lowercased; the email is also the username.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role').notNull(),
    group: text('group').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: integer('status'),
    /**
     * Bumped when every session of the user must end (logout, password change): access tokens carry the
     * version they were issued under and stop working once it differs (docs/decisions/0018).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A driver's dispatcher (a back-office user): the "Assigned drivers" of the Admin Users table. */
    dispatcherId: integer('dispatcher_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...editable(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_group_role_idx').on(t.group, t.role),
    index('users_dispatcher_idx').on(t.dispatcherId),
    trigramIndex('users_search_trgm_idx', searchDocumentOf(t)),
  ],
);

/** What a search of people matches (users_search_trgm_idx): `${userSearchDocument} LIKE <pattern>`. */
export const userSearchDocument = searchDocumentOf(users);

/** People whose name or email contains `search` (case and accents aside), answered from users_search_trgm_idx. */
export function userSearchCondition(search: string): SQL {
  return sql`${userSearchDocument} LIKE ${containsPattern(search)}`;
}
