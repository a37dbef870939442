import { text } from 'drizzle-orm/pg-core';
import { optionalLink, timestamptz } from './columns';
import { users } from './users';

const byColumn = <N extends string>(name: N) => optionalLink(name, () => users.id);
const nameColumn = <N extends string>(name: N) => text(name).notNull();
const atColumn = <N extends string>(name: N) => timestamptz(name).notNull().defaultNow();

type Signed<A extends string> = Record<`${A}By`, ReturnType<typeof byColumn<`${A}_by`>>> &
  Record<`${A}ByName`, ReturnType<typeof nameColumn<`${A}_by_name`>>> &
  Record<`${A}At`, ReturnType<typeof atColumn<`${A}_at`>>>;

/**
 * Who did it and when, on rows that record an act (`created`, `approved`, `changed`): the user (cleared if
 * the user is deleted), the name kept beside it so the record still reads, and the time set by the database.
 */
export function signedBy<A extends 'created' | 'approved' | 'changed'>(action: A): Signed<A> {
  return {
    [`${action}By`]: byColumn(`${action}_by`),
    [`${action}ByName`]: nameColumn(`${action}_by_name`),
    [`${action}At`]: atColumn(`${action}_at`),
  } as Signed<A>;
}
