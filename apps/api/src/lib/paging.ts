import { PAGE_SIZE } from '@fletx/contract/constants';
import type { ListMeta } from '@fletx/contract/users';

/** How a list query asks for a page: `page` from 1, `take` or its alias `limit`. */
export interface PageQuery {
  page?: number | undefined;
  take?: number | undefined;
  limit?: number | undefined;
}

/** A page asked for: 1-based `page`, `take` rows, and the `offset` of its first row. */
export interface PageRequest {
  page: number;
  take: number;
  offset: number;
}

/**
 * The one way a list reads its paging: `page` from 1 (default 1), `take` or its alias `limit` (default
 * PAGE_SIZE). The wire schemas have already checked the ranges.
 */
export function pageRequest(query: PageQuery, defaultTake: number = PAGE_SIZE): PageRequest {
  const page = query.page ?? 1;
  const take = query.take ?? query.limit ?? defaultTake;
  return { page, take, offset: (page - 1) * take };
}

/** What every list tells about its pages; each area's mapper puts it in its wire shape. */
export interface PageInfo {
  page: number;
  take: number;
  itemCount: number;
  pageCount: number;
}

export function pageInfo(request: Pick<PageRequest, 'page' | 'take'>, itemCount: number): PageInfo {
  return {
    page: request.page,
    take: request.take,
    itemCount,
    pageCount: Math.ceil(itemCount / request.take),
  };
}

/** The page facts of the people lists (users, drivers) as their wire spells them. */
export function toListMeta(info: PageInfo): ListMeta {
  return {
    itemCount: info.itemCount,
    totalItems: info.itemCount,
    itemsPerPage: info.take,
    totalPages: info.pageCount,
    currentPage: info.page,
  };
}

/** A page as the lists of items answer it (`itemsPage`, @fletx/contract/paging): its items, the total, the page asked for. */
export const itemsPageOf = <T>(
  items: T[],
  total: number,
  { page, take }: Pick<PageRequest, 'page' | 'take'>,
) => ({
  items,
  total,
  page,
  take,
});
