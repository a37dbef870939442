import { instructionListResponse, instructionResponse } from '@fletx/contract/load-instructions';
import { api } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';
import { useLoadDetail } from './get-load-details';

/** GET /api/loadbook/loadbookinstructions/findByLoadbookId/{id} */
export const useLoadInstructions = (loadId: number) =>
  useLoadDetail(
    loadId,
    [queryKeys.loadDetails.instructions(loadId), `/loadbook/loadbookinstructions/findByLoadbookId/${loadId}`],
    instructionListResponse,
  );

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

export const useSaveLoadInstructions = (loadId: number) =>
  useApiMutation(saveLoadInstructions, () => invalidations.loadInstructionsSaved(loadId));
