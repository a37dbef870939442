import { readerSchema } from '../../../lib/api-client';
import { asLoginResponse, asMessageOnly } from '../../../lib/session-shape';

/**
 * The login area's answers (`loginResponse` and `messageOnly` of the contract) checked without zod, so that
 * the login screen does not download it (docs/performance.md "The web's first page").
 */
export const loginAnswer = readerSchema(asLoginResponse);
export const messageOnlyAnswer = readerSchema(asMessageOnly);
