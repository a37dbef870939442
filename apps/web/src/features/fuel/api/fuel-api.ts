import { PAGE_SIZE } from '@fletx/contract/constants';
import { type FuelPurchaseBody, fuelListResponse, fuelPurchaseResponse } from '@fletx/contract/fuel';
import { type FuelImportMapping, fuelImportResponse } from '@fletx/contract/fuel-import';
import { type IftaRatesBody, iftaRatesResponse, iftaReportResponse } from '@fletx/contract/ifta';
import { truckListResponse } from '@fletx/contract/trucks';
import { api } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiMutation, useApiPage, useApiQuery } from '../../../lib/react-query';

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

/** The trucks the pickers offer (the first 100 the list answers), named by unit number and plate. */
export function useTruckOptions() {
  const FIRST = { page: 1, search: '', take: 100 };
  const trucks = useApiQuery(queryKeys.trucks.list(FIRST), '/vehicle/', truckListResponse, {
    query: { page: 1, take: 100 },
  });
  return (trucks.data?.data.items ?? []).map((t) => ({
    value: String(t.id),
    label: `${t.unit_number || `#${t.id}`} · ${t.licenseplate_number}`,
  }));
}

export const useAddPurchase = () =>
  useApiMutation(
    (body: FuelPurchaseBody) => api.post('/fuel/purchases', body, { schema: fuelPurchaseResponse }),
    invalidations.fuelChanged,
  );

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

export const useIftaRates = ({ year, quarter }: Quarter) =>
  useApiQuery(queryKeys.fuel.rates(year, quarter), '/ifta/rates', iftaRatesResponse, {
    query: { year, quarter },
  });

export const useSaveRates = () =>
  useApiMutation(
    ({ year, quarter, body }: Quarter & { body: IftaRatesBody }) =>
      api.put('/ifta/rates', body, { query: { year, quarter }, schema: iftaRatesResponse }),
    invalidations.fuelChanged,
  );

export const useImportRates = () =>
  useApiMutation(({ year, quarter, file }: Quarter & { file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api.post('/ifta/rates/import', form, { query: { year, quarter }, schema: iftaRatesResponse });
  }, invalidations.fuelChanged);

/** POST /api/ifta/close or /reopen. */
export const useQuarterState = () =>
  useApiMutation(
    ({ year, quarter, action }: Quarter & { action: 'close' | 'reopen' }) =>
      api.post(`/ifta/${action}`, undefined, { query: { year, quarter }, schema: iftaReportResponse }),
    invalidations.fuelChanged,
  );
