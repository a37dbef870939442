import { z } from 'zod';
import { wholeNumberField, wholeNumberText } from './validation';

/** The largest id a row can have: ids are PostgreSQL `integer` columns. */
export const ID_MAX = 2_147_483_647;

export const idMessage = 'The id must be a whole number of 1 or more';

/**
 * The one id rule of every path and query parameter that names a row (`/find/{id}`, `?id=`): a whole number
 * of 1 or more sent as text (at most 9 digits, within ID_MAX). Every `*IdParams` of the contract is built
 * from it.
 */
export const idField = wholeNumberText(1, ID_MAX, idMessage, idMessage);

/** `{ id }`: the params of a route on one row. */
export const idParams = z.object({ id: idField });

/** A row chosen in a form or named in a JSON body (broker, driver, load): a whole number of 1 or more. */
export const rowIdField = (message: string) => wholeNumberField(1, ID_MAX, message);
