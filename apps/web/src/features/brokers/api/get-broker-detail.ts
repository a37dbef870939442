import { brokerDetailResponse } from '@fletx/contract/brokers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { brokersKey } from './get-brokers';

/** GET /api/bookings/brokers/findDetailBroker/{id}: data.info and data.extraData.brokerContactPeople. */
export function getBrokerDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...brokersKey, 'detail', id],
    queryFn: ({ signal }) =>
      api.get(`/bookings/brokers/findDetailBroker/${id}`, { schema: brokerDetailResponse, signal }),
    enabled: id > 0,
  });
}

export function useBrokerDetail(id: number) {
  return useQuery(getBrokerDetailQueryOptions(id));
}
