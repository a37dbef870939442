import { SEARCH_TAKE, type SearchGroup, type SearchResult } from '@fletx/contract/search';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { BrokersService } from '../brokers/brokers.service';
import type { DriversService } from '../drivers/drivers.service';
import type { LoadsService } from '../loads/loads.service';
import type { TrailersService } from '../trailers/trailers.service';
import type { TrucksService } from '../trucks/trucks.service';
import { brokerHit, driverHit, loadHit, trailerHit, truckHit } from './search.mapper';

export interface SearchSources {
  loads: Pick<LoadsService, 'list'>;
  drivers: Pick<DriversService, 'list'>;
  trucks: Pick<TrucksService, 'list'>;
  trailers: Pick<TrailersService, 'list'>;
  brokers: Pick<BrokersService, 'page'>;
  uow: Pick<UnitOfWork, 'all'>;
}

const FIRST = { page: 1, take: SEARCH_TAKE, offset: 0 };

/**
 * The header's finder (docs/product.md "Find anything"): each kind of record asked of its own list with the
 * same search and the list's first page, so a hit is what that list shows first and the total is its total.
 * Loads are the active list's, then the finished list's.
 */
export class SearchService {
  constructor(private readonly sources: SearchSources) {}

  async find(q: string): Promise<SearchResult> {
    const { loads, drivers, trucks, trailers, brokers, uow } = this.sources;
    const [active, finished, driverPage, truckPage, trailerPage, brokerPage] = await uow.all(
      () => loads.list({ search: q, finished: false }, FIRST),
      () => loads.list({ search: q, finished: true }, FIRST),
      () => drivers.list({ search: q, page: 1, take: SEARCH_TAKE }),
      () => trucks.list({ search: q, page: 1, take: SEARCH_TAKE }),
      () => trailers.list({ search: q, page: 1, take: SEARCH_TAKE }),
      () => brokers.page({ page: 1, take: SEARCH_TAKE }, q),
    );
    return {
      loads: group(
        [...active.info, ...finished.info].slice(0, SEARCH_TAKE).map(loadHit),
        active.extraData.total + finished.extraData.total,
      ),
      drivers: group(driverPage.items.map(driverHit), driverPage.meta.totalItems),
      trucks: group(truckPage.items.map(truckHit), truckPage.meta.itemCount),
      trailers: group(trailerPage.items.map(trailerHit), trailerPage.meta.itemCount),
      brokers: group(brokerPage.info.map(brokerHit), brokerPage.extraData.total),
    };
  }
}

const group = (items: SearchGroup['items'], total: number): SearchGroup => ({ items, total });
