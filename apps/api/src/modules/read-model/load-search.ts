import { sql } from 'drizzle-orm';
import { brokers, loads, users } from '../../db/schema';

/**
 * The search expressions of the trigram indexes the load, report and delivery-approval searches use, written
 * exactly as the indexes are so PostgreSQL answers `<document> LIKE containsPattern(text)` from them: loads_search_trgm_idx (load number
 * and cities), users_search_trgm_idx (a person's name and email), brokers_name_trgm_idx (a broker's name).
 */
export const loadSearchDocument = sql`lower(unaccent_immutable(${loads.idNumber} || ' ' || ${loads.pickupCity} || ' ' || ${loads.deliveryCity}))`;
export const userSearchDocument = sql`lower(unaccent_immutable(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}))`;
export const brokerNameDocument = sql`lower(unaccent_immutable(${brokers.name}))`;

/** How many matching drivers (or brokers) a search looks up before it matches their loads. */
export const SEARCH_MATCH_LIMIT = 500;
