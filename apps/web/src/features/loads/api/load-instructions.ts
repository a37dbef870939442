import { instructionListResponse, instructionResponse } from '@fletx/contract/loads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadsKey } from './get-loads';

const instructionsKey = (loadId: number) => [...loadsKey, 'instructions', loadId] as const;

/** GET /api/loadbook/loadbookinstructions/findByLoadbookId/{id} */
export function getLoadInstructionsQueryOptions(loadId: number) {
  return queryOptions({
    queryKey: instructionsKey(loadId),
    queryFn: ({ signal }) =>
      api.get(`/loadbook/loadbookinstructions/findByLoadbookId/${loadId}`, {
        schema: instructionListResponse,
        signal,
      }),
    enabled: loadId > 0,
  });
}

export function useLoadInstructions(loadId: number) {
  return useQuery(getLoadInstructionsQueryOptions(loadId));
}

/** POST /api/loadbook/loadbookinstructions/ the first time, PUT /api/loadbook/loadbookinstructions/{id} after. */
export function saveLoadInstructions({ loadId, id, text }: { loadId: number; id?: number; text: string }) {
  return id === undefined
    ? api.post(
        '/loadbook/loadbookinstructions/',
        { loadbook_id: loadId, instruction_load: text },
        { schema: instructionResponse },
      )
    : api.put(
        `/loadbook/loadbookinstructions/${id}`,
        { instruction_load: text },
        { schema: instructionResponse },
      );
}

export function useSaveLoadInstructions(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLoadInstructions,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: instructionsKey(loadId) });
    },
  });
}
