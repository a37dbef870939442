import { brokerDetailResponse } from '@fletx/contract/brokers';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/bookings/brokers/findDetailBroker/{id}: data.info and data.extraData.brokerContactPeople. */
export const useBrokerDetail = (id: number) =>
  useApiQuery(
    queryKeys.brokers.detail(id),
    `/bookings/brokers/findDetailBroker/${id}`,
    brokerDetailResponse,
    {
      enabled: id > 0,
    },
  );
