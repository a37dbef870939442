import {
  type InstructionListResponse,
  instructionListResponse,
  instructionResponse,
} from '@fletx/contract/load-instructions';
import { api, type Versioned } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiRecord, useRecordMutation } from '../../../lib/react-query';

/** GET /api/loadbook/loadbookinstructions/findByLoadbookId/{id}: none or one, with the one's version. */
export const useLoadInstructions = (loadId: number) =>
  useApiRecord(
    queryKeys.loadDetails.instructions(loadId),
    `/loadbook/loadbookinstructions/findByLoadbookId/${loadId}`,
    instructionListResponse,
    { enabled: loadId > 0 },
  );

/**
 * POST /api/loadbook/loadbookinstructions/ the first time, PUT /api/loadbook/loadbookinstructions/{id} after,
 * with the version the notepad was read in (docs/product.md "Stale edits"). Answered as the load's list of
 * instructions, with the new version: the notepad's record from then on.
 */
export async function saveLoadInstructions({
  loadId,
  id,
  text,
  etag,
}: {
  loadId: number;
  id?: number | undefined;
  text: string;
  etag?: string | undefined;
}): Promise<Versioned<InstructionListResponse>> {
  const saved =
    id === undefined
      ? await api.changeWithEtag(
          'POST',
          '/loadbook/loadbookinstructions/',
          { loadbook_id: loadId, instruction_load: text },
          { schema: instructionResponse },
        )
      : await api.changeWithEtag(
          'PUT',
          `/loadbook/loadbookinstructions/${id}`,
          { instruction_load: text },
          { schema: instructionResponse, ifMatch: etag },
        );
  return { body: { message: saved.body.message, data: [saved.body.data] }, etag: saved.etag };
}

export const useSaveLoadInstructions = (loadId: number) =>
  useRecordMutation(
    saveLoadInstructions,
    () => queryKeys.loadDetails.instructions(loadId),
    () => invalidations.loadInstructionsSaved(loadId),
  );
