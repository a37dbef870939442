import { deliveryDetailResponse } from '@fletx/contract/delivery-approval';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** DELETE /api/delivery-approval/{id}/osd/{osdId} */
export function deleteOsd({ id, osdId }: { id: number; osdId: number }) {
  return api.delete(`/delivery-approval/${id}/osd/${osdId}`, { schema: deliveryDetailResponse });
}

export const useDeleteOsd = () => useApiMutation(deleteOsd, invalidations.osdChanged);
