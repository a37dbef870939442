import { z } from 'zod';
import { envelope } from './errors';
import { fieldMessages } from './messages';

/** How many records of each kind the header's finder shows; "See all" opens the list with the same search. */
export const SEARCH_TAKE = 5;

/** The kinds of record the finder looks through, in the order it shows them. */
export const SEARCH_KINDS = ['loads', 'drivers', 'trucks', 'trailers', 'brokers'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchMessages = {
  required: 'Type what to look for: a load number, a name, a unit number, an MC number or a city',
} as const;

/**
 * GET /api/search?q=: the text each list's own search takes (docs/product.md "Find anything"), so a result
 * is what that list shows for it.
 */
export const searchQuery = z.object({
  q: z.string().trim().min(1, searchMessages.required).max(100, fieldMessages.maxLength),
});
export type SearchQuery = z.output<typeof searchQuery>;

/** One record found: what to call it, a line that tells it apart, its status as its list writes it. */
export const searchHit = z.object({
  id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  status: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

/** The first records of a kind (its list's order) and how many its list holds for the text. */
export const searchGroup = z.object({ items: z.array(searchHit), total: z.number().int() });
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchResult = z.object({
  loads: searchGroup,
  drivers: searchGroup,
  trucks: searchGroup,
  trailers: searchGroup,
  brokers: searchGroup,
} satisfies Record<SearchKind, typeof searchGroup>);
export type SearchResult = z.infer<typeof searchResult>;
export const searchResponse = envelope(searchResult);
