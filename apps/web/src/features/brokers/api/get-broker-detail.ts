import { brokerDetailResponse } from '@fletx/contract/brokers';
import { queryKeys } from '../../../lib/query-keys';
import { useApiRecord } from '../../../lib/react-query';

/**
 * GET /api/bookings/brokers/findDetailBroker/{id}: data.info and data.extraData.brokerContactPeople, with the
 * broker's version.
 */
export const useBrokerDetail = (id: number) =>
  useApiRecord(
    queryKeys.brokers.detail(id),
    `/bookings/brokers/findDetailBroker/${id}`,
    brokerDetailResponse,
    {
      enabled: id > 0,
    },
  );
