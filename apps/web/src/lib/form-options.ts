import { brokerNamesResponse } from '@fletx/contract/brokers';
import { type LoadDriverOption, loadDriverOptionsResponse } from '@fletx/contract/loads';
import { parametricListResponse } from '@fletx/contract/parametrics';
import type { z } from 'zod';
import { queryKeys } from './query-keys';
import { useApiQuery } from './react-query';

/** The choices of the forms' selects. */
export type SelectOption = { value: string; label: string; disabled?: boolean };

/** The choices of a select from a list of named records. */
export const toOptions = (records: ReadonlyArray<{ id: number; name: string }> | undefined): SelectOption[] =>
  (records ?? []).map((r) => ({ value: String(r.id), label: r.name }));

/**
 * A select's choices with the record's current one kept first, marked "(not approved)", when the list (of
 * approved brokers or drivers) no longer holds it: editing a record does not drop its broker or driver.
 */
export function withCurrentOption(
  options: SelectOption[],
  current?: { id: number; name: string },
): SelectOption[] {
  if (!current || options.some((o) => o.value === String(current.id))) return options;
  return [{ value: String(current.id), label: `${current.name} (not approved)` }, ...options];
}

/** The broker select of the booking and load forms: approved brokers, and the record's current broker. */
export function useBrokerOptions(current?: { id: number; name: string }) {
  const brokers = useApiQuery(
    queryKeys.brokers.approved,
    '/bookings/brokers/listApproved',
    brokerNamesResponse,
  );
  const options = (brokers.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.brokerName }));
  return { options: withCurrentOption(options, current), isPending: brokers.isPending };
}

type ParametricName = Parameters<typeof queryKeys.parametrics.list>[0];

/** GET /api/parametrics/{name}: a fixed list (trailer types and sizes, car makes and models, fuels). */
export function useParametric<T>(name: ParametricName, schema: z.ZodType<T>) {
  return useApiQuery(queryKeys.parametrics.list(name), `/parametrics/${name}`, schema, {
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The trailer type select of the booking, load and trailer forms. */
export function useTrailerTypeOptions(): SelectOption[] {
  return toOptions(useParametric('trailertypes', parametricListResponse).data?.data);
}

/**
 * GET /api/loadbook/drivers: approved drivers with their truck and what blocks them, for a load's driver (and
 * the Messages screen's New message); asked once `enabled`.
 */
export const useLoadDrivers = (enabled = true) =>
  useApiQuery(queryKeys.drivers.forLoads, '/loadbook/drivers', loadDriverOptionsResponse, { enabled });

/**
 * A load's driver choices (docs/product.md "Compliance"): name and truck, with the reason a blocked driver
 * cannot be dispatched (`checkCompliance`), which only those who may override can choose.
 */
export function loadDriverOptions(
  drivers: ReadonlyArray<LoadDriverOption> | undefined,
  { checkCompliance, mayOverride }: { checkCompliance: boolean; mayOverride: boolean },
  current?: { id: number; name: string },
): SelectOption[] {
  const options = (drivers ?? []).map((d) => {
    const blocked = checkCompliance && d.compliance ? d.compliance : null;
    return {
      value: String(d.id),
      label: `${d.truck ? `${d.name} · ${d.truck}` : d.name}${blocked ? ` — ${blocked}` : ''}`,
      disabled: Boolean(blocked) && !mayOverride,
    };
  });
  return withCurrentOption(options, current);
}
