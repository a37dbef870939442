import { users } from '../../db/schema';

/** A person as the screens name them: the user's id, first and last name (spread into a select). */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
};
