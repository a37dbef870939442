import { z } from 'zod';
import { envelope } from './errors';
import { rowIdField } from './ids';
import { loadMessages } from './loads';
import { fieldMessages } from './messages';

/** Load instructions (the Instructions notepad; one per load). */
export const loadInstructionSchema = z.object({
  id: z.number().int(),
  loadbook_id: z.number().int(),
  instruction_load: z.string(),
  updated_at: z.iso.datetime(),
});
export type LoadInstruction = z.infer<typeof loadInstructionSchema>;
const instructionText = z.string().trim().max(5000, fieldMessages.maxLength);
export const createInstructionBody = z.object({
  loadbook_id: rowIdField(loadMessages.notFound),
  instruction_load: instructionText,
});
export const updateInstructionBody = z.object({ instruction_load: instructionText });
export const instructionListResponse = envelope(z.array(loadInstructionSchema));
export type InstructionListResponse = z.infer<typeof instructionListResponse>;
export const instructionResponse = envelope(loadInstructionSchema);
