import { PAGE_SIZE } from '@fletx/contract/constants';
import { messageOnly } from '@fletx/contract/errors';
import { type FuelPurchaseBody, fuelListResponse, fuelPurchaseResponse } from '@fletx/contract/fuel';
import { type FuelImportMapping, fuelImportResponse } from '@fletx/contract/fuel-import';
import {
  type IftaRatesBody,
  type IftaRatesResponse,
  iftaRatesResponse,
  iftaReportResponse,
  quarterOf,
} from '@fletx/contract/ifta';
import { useQueries } from '@tanstack/react-query';
import { api, type Versioned } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import {
  useApiMutation,
  useApiPage,
  useApiQuery,
  useApiRecord,
  useRecordMutation,
} from '../../../lib/react-query';

export type FuelListParams = { page: number; truckId: number | undefined; from: string; to: string };

/** GET /api/fuel/purchases?truckId&from&to&page&take (docs/product.md "Fuel"). */
export const useFuelPurchases = (params: FuelListParams) =>
  useApiPage(queryKeys.fuel.list(params), '/fuel/purchases', fuelListResponse, {
    page: params.page,
    take: PAGE_SIZE,
    truckId: params.truckId,
    from: params.from || undefined,
    to: params.to || undefined,
  });

export const useAddPurchase = () =>
  useApiMutation(
    (body: FuelPurchaseBody) => api.post('/fuel/purchases', body, { schema: fuelPurchaseResponse }),
    invalidations.fuelChanged,
  );

/** GET /api/fuel/purchases/{id} with its version (the edit form's If-Match), asked again on each opening. */
export const useFuelPurchase = (id: number) =>
  useApiRecord(queryKeys.fuel.detail(id), `/fuel/purchases/${id}`, fuelPurchaseResponse, { staleTime: 0 });

/** PUT /api/fuel/purchases/{id} with the version it was read in (412 when someone saved it meanwhile). */
export const useUpdatePurchase = () =>
  useRecordMutation(
    ({ id, body, etag }: { id: number; body: FuelPurchaseBody; etag: string | undefined }) =>
      api.changeWithEtag('PUT', `/fuel/purchases/${id}`, body, {
        schema: fuelPurchaseResponse,
        ifMatch: etag,
      }),
    ({ id }) => queryKeys.fuel.detail(id),
    invalidations.fuelChanged,
  );

/** DELETE /api/fuel/purchases/{id}: answers the server's message. */
export const useDeletePurchase = () =>
  useApiMutation(
    async (id: number) => (await api.delete(`/fuel/purchases/${id}`, { schema: messageOnly })).message,
    invalidations.fuelChanged,
  );

/**
 * Whether the IFTA quarters of these instants are closed (`GET /api/ifta/rates` says so, the IFTA screen's
 * cache entry): the function answers false until it is known.
 */
export function useClosedQuarters(instants: ReadonlyArray<string>) {
  const quarters = [...new Set(instants.map((at) => JSON.stringify(quarterOf(at))))].map(
    (key) => JSON.parse(key) as Quarter,
  );
  const answers = useQueries({
    queries: quarters.map(({ year, quarter }) => ({
      queryKey: queryKeys.fuel.rates(year, quarter),
      queryFn: ({ signal }: { signal: AbortSignal }) => readRates({ year, quarter }, signal),
    })),
  });
  const closed = new Set(answers.flatMap((a) => (a.data?.body.data.closed ? [a.data.body.data] : [])));
  return (at: string): Quarter | undefined => {
    const { year, quarter } = quarterOf(at);
    return [...closed].find((q) => q.year === year && q.quarter === quarter);
  };
}

/** POST /api/fuel/purchases/import: the file, and the mapping of a new layout once a person chose it. */
export const useImportFuel = () =>
  useApiMutation(({ file, mapping }: { file: File; mapping?: FuelImportMapping }) => {
    const form = new FormData();
    if (mapping) form.append('mapping', JSON.stringify(mapping));
    form.append('file', file);
    return api.post('/fuel/purchases/import', form, { schema: fuelImportResponse });
  }, invalidations.fuelChanged);

export type Quarter = { year: number; quarter: number };

/** GET /api/ifta?year&quarter (docs/product.md "IFTA"). */
export const useIftaReport = ({ year, quarter }: Quarter) =>
  useApiQuery(queryKeys.fuel.ifta(year, quarter), '/ifta', iftaReportResponse, { query: { year, quarter } });

/** GET /api/ifta/rates?year&quarter with the rates' version ("0" until first saved). */
const readRates = (query: Quarter, signal?: AbortSignal) =>
  api.getWithEtag('/ifta/rates', { query, schema: iftaRatesResponse, signal });

/** The quarter's rates, with their version: the IFTA screen's editor and its closed-quarter checks share it. */
export const useIftaRates = ({ year, quarter }: Quarter) =>
  useApiRecord(queryKeys.fuel.rates(year, quarter), '/ifta/rates', iftaRatesResponse, {
    query: { year, quarter },
  });

type RatesChange = Quarter & { etag: string | undefined };

/**
 * A change of the quarter's rates made from the version `etag` (If-Match; docs/product.md "Stale edits"): its
 * answer, with the new version, is the editor's record from then on; the reports read again.
 */
const useRatesChange = <V extends RatesChange>(
  change: (variables: V) => Promise<Versioned<IftaRatesResponse>>,
) =>
  useRecordMutation(
    change,
    ({ year, quarter }) => queryKeys.fuel.rates(year, quarter),
    invalidations.fuelChanged,
  );

/** PUT /api/ifta/rates?year&quarter: the quarter's whole table. */
export const useSaveRates = () =>
  useRatesChange(({ year, quarter, body, etag }: RatesChange & { body: IftaRatesBody }) =>
    api.changeWithEtag('PUT', '/ifta/rates', body, {
      query: { year, quarter },
      schema: iftaRatesResponse,
      ifMatch: etag,
    }),
  );

/** POST /api/ifta/rates/import?year&quarter: the table from a CSV of jurisdiction,rate. */
export const useImportRates = () =>
  useRatesChange(({ year, quarter, file, etag }: RatesChange & { file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api.changeWithEtag('POST', '/ifta/rates/import', form, {
      query: { year, quarter },
      schema: iftaRatesResponse,
      ifMatch: etag,
    });
  });

/** POST /api/ifta/close or /reopen. */
export const useQuarterState = () =>
  useApiMutation(
    ({ year, quarter, action }: Quarter & { action: 'close' | 'reopen' }) =>
      api.post(`/ifta/${action}`, undefined, { query: { year, quarter }, schema: iftaReportResponse }),
    invalidations.fuelChanged,
  );
