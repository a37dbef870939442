import { AppError } from '../../lib/errors';

/** Who acts on a load: a back-office user or a driver (the access token's principal). */
export interface LoadActor {
  userId: number;
  role: string;
}

/** Who made a record and when, as the history and the ledger keep it. */
export interface Signature {
  userId: number;
  name: string;
  at: Date;
}

/** A 400 on one field of the body (`path` like `body.broker_id`). */
export const fieldError = (path: string, message: string) =>
  new AppError('ValidationError', message, [{ path, message }]);
