import { findByUsersResponse, fullName } from '@fletx/contract/trucks';
import { useMemo } from 'react';
import { queryKeys } from './query-keys';
import { useApiQuery } from './react-query';

/**
 * Every driver (GET /api/vehicle/findByUsers, under data.extraData.trailerSize.data): the truck form's driver
 * and owner selects, the Settlements screen's driver select and the names a fuel purchase's History gives its
 * driver read one cache entry.
 */
export const useAllDrivers = (enabled = true) =>
  useApiQuery(queryKeys.drivers.forTrucks, '/vehicle/findByUsers', findByUsersResponse, { enabled });

/** Each driver's name by id (an empty map until the list is read). */
export function useDriverNames(enabled = true): Readonly<Record<number, string>> {
  const drivers = useAllDrivers(enabled).data?.data.extraData.trailerSize.data;
  return useMemo(
    () => Object.fromEntries((drivers ?? []).map((driver) => [driver.id, fullName(driver)])),
    [drivers],
  );
}
