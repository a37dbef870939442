import {
  createInstructionBody,
  instructionListResponse,
  instructionResponse,
  updateInstructionBody,
} from '@fletx/contract/load-instructions';
import { loadIdParams, loadMessages } from '@fletx/contract/loads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created, createdOr, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { LoadInstructionsService } from './load-instructions.service';

const route = routeOptions({ tags: ['loads'], access: 'operate' });

type Opts = { loadInstructions: LoadInstructionsService };

/** /api/loadbook/loadbookinstructions… (docs/product.md "Instructions"). */
export const loadInstructionsRoutes: FastifyPluginAsyncZod<Opts> = async (
  app,
  { loadInstructions: instructions },
) => {
  app.get(
    '/loadbookinstructions/findByLoadbookId/:id',
    route({
      summary: 'The instructions of a load',
      params: loadIdParams,
      response: okOr(instructionListResponse, 400, 404),
    }),
    async (request) => ({ message: 'OK', data: await instructions.of(request.params.id) }),
  );

  app.post(
    '/loadbookinstructions',
    route({
      summary: 'Create the instructions of a load (one per load)',
      body: createInstructionBody,
      response: createdOr(instructionResponse, 400, 404, 409),
    }),
    async (request, reply) => {
      const data = await instructions.create(
        request.body.loadbook_id,
        request.body.instruction_load,
        principalOf(request),
      );
      return created(reply, loadMessages.instructionSaved, data);
    },
  );

  app.put(
    '/loadbookinstructions/:id',
    route({
      summary: 'Update the instructions of a load',
      params: loadIdParams,
      body: updateInstructionBody,
      response: okOr(instructionResponse, 400, 404),
    }),
    async (request) => ({
      message: loadMessages.instructionSaved,
      data: await instructions.update(request.params.id, request.body.instruction_load, principalOf(request)),
    }),
  );
};
