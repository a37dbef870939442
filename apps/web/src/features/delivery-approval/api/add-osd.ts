import { deliveryDetailResponse, type OsdBody } from '@fletx/contract/delivery-approval';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/delivery-approval/{id}/osd */
export function addOsd({ id, body }: { id: number; body: OsdBody }) {
  return api.post(`/delivery-approval/${id}/osd`, body, { schema: deliveryDetailResponse });
}

export const useAddOsd = () => useApiMutation(addOsd, invalidations.osdChanged);
