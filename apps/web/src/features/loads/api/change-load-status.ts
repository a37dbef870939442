import { type LoadStatusInput, loadResponse } from '@fletx/contract/loads';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/loadbook/update/{id} with loadbook_status_id (and a comment for a cancellation). */
export function changeLoadStatus({ id, body }: { id: number; body: LoadStatusInput }) {
  return api.put(`/loadbook/update/${id}`, body, { schema: loadResponse });
}

export const useChangeLoadStatus = () =>
  useApiMutation(changeLoadStatus, (_, { id }) => invalidations.loadStatusChanged(id));
