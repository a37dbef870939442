import {
  countResponse,
  type EquipmentStatus,
  equipmentStateParams,
  idParams,
  type ListQuery,
  listQuery,
} from '@fletx/contract/equipment';
import type { z } from 'zod';
import { type CsvColumn, csvDate } from './csv';
import type { EquipmentCounts } from './equipment';
import type { ExpectedVersion, Saved } from './record-version';
import { type DataOf, listRoute, type Route, type RoutesApp, recordRoutes } from './route-kinds';
import { ok, okOr } from './route-options';

/** The plate columns of the trucks' and trailers' CSV files, in the lists' order (lib/csv.ts `csvColumns`). */
export const plateCsvCells = {
  'License plate': 'licenseplate_number',
  'Plate expiration': (row: { licenseplate_expiration: string }) => csvDate(row.licenseplate_expiration),
} as const;

/** What the routes of trucks and trailers ask of their service (lib/equipment.ts `EquipmentService`). */
interface EquipmentRoutesService<Page, ListItem, Body, Wire> {
  list(query: ListQuery): Promise<Page>;
  get(id: number): Promise<Wire>;
  create(body: Body): Promise<Wire>;
  update(id: number, body: Body, version?: ExpectedVersion): Promise<Saved<Wire>>;
  remove(id: number, version?: ExpectedVersion): Promise<Saved<Wire>>;
  csvRows(search: string | undefined, status?: EquipmentStatus): AsyncGenerator<ListItem[]>;
  counts(): Promise<EquipmentCounts>;
  countByState(state: number): Promise<number>;
}

/** An equipment list: its summary, its JSON answer (`response`) and its CSV file's name and columns. */
interface EquipmentList<L extends z.ZodType, ListItem> {
  summary: string;
  response: L;
  csv: { name: string; columns: ReadonlyArray<CsvColumn<ListItem>> };
}

/** No more arguments when `response` answers the page the service gives; an error where it does not. */
type Answers<Page, L extends z.ZodType> = Page extends DataOf<L> ? [] : [never];

/** An answer `{ message, data }` whose data holds three whole numbers: total, active, inactive. */
type CountsResponse = z.ZodObject<{ data: z.ZodObject<Record<string, z.ZodNumber>> }>;

/**
 * The routes of trucks and trailers (docs/product.md "Equipment") on the area's `service`: the record routes
 * of a `type` (lib/route-kinds.ts `recordRoutes`, by `idParams`, answering `response`; a create or an update
 * sends `body`), its list and counts.
 */
export function equipmentRoutes<Page, ListItem, R extends z.ZodType, B extends z.ZodType>(
  app: RoutesApp,
  route: Route,
  service: EquipmentRoutesService<Page, ListItem, z.output<B>, DataOf<R>>,
  { type, response, body }: { type: 'truck' | 'trailer'; response: R; body: B },
) {
  const records = recordRoutes(app, route, type, idParams, response);
  // `body` is a schema, so a request's body is its output: RecordRequest's condition stays open for a generic B.
  const bodyOf = (request: { body: unknown }) => request.body as z.output<B>;
  return {
    ...records,

    /** `GET path`: one record, as the service gets it. */
    read(path: string, summary: string): void {
      records.get(path, { summary }, ({ id }) => service.get(id));
    },

    /** `POST path`: a new record from `body` (201). */
    create(path: string, summary: string, message: string): void {
      records.create(path, { summary, body }, message, (request) => service.create(bodyOf(request)));
    },

    /** `PUT path`: the record `body` replaces, at the version `If-Match` expects. */
    update(path: string, summary: string, message: string): void {
      records.change('put', path, { summary, body }, message, (request, version) =>
        service.update(request.params.id, bodyOf(request), version),
      );
    },

    /** `DELETE path`: the soft delete, at the version `If-Match` expects. */
    remove(path: string, summary: string, message: string): void {
      records.change('delete', path, { summary }, message, ({ params }, version) =>
        service.remove(params.id, version),
      );
    },

    /** `GET path`: the list, newest first, `search`ed; `format=csv` for a file. */
    list<L extends z.ZodType>(
      path: string,
      { csv, ...doc }: EquipmentList<L, ListItem>,
      ..._answers: Answers<Page, L>
    ): void {
      listRoute(app, route, path, {
        ...doc,
        querystring: listQuery,
        csv: { ...csv, rows: (query) => service.csvRows(query.search, query.status) },
        // `response` answers the service's page: `Answers` checks it where the area declares the list.
        list: (query) => service.list(query) as Promise<DataOf<L>>,
      });
    },

    /**
     * `GET /countByState/:state` (1 created, 2 active, 3 inactive) and `GET path`: total, active and inactive
     * under the names of `counts`' data, which its summary lists.
     */
    counts(path: string, counts: CountsResponse): void {
      app.get(
        '/countByState/:state',
        route({
          summary: `How many ${type}s: 1 created (all), 2 active, 3 inactive`,
          params: equipmentStateParams,
          response: okOr(countResponse, 400),
        }),
        async (request) => ok(await service.countByState(request.params.state)),
      );

      // The contract lists them in that order (wholeNumbers('totalVehicle', 'activeVehicle', …)).
      const [total, active, inactive] = Object.keys(counts.shape.data.shape) as [string, string, string];
      const summary = [total, active, inactive].join(', ');
      app.get(path, route({ summary, response: okOr(counts) }), async () => {
        const all = await service.counts();
        return ok({ [total]: all.total, [active]: all.active, [inactive]: all.inactive });
      });
    },
  };
}
