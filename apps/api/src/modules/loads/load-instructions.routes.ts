import {
  createInstructionBody,
  instructionListResponse,
  instructionResponse,
  updateInstructionBody,
} from '@fletx/contract/load-instructions';
import { loadIdParams, loadMessages } from '@fletx/contract/loads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { etagOf, withVersion } from '../../lib/record-version';
import { created, createdOr, ok, okOr, routeOptions } from '../../lib/route-options';
import { savedRoutes } from '../../lib/saved-routes';
import { principalOf } from '../../plugins/access';
import type { LoadInstructionsService } from './load-instructions.service';

const route = routeOptions({ tags: ['loads'], access: 'operate' });

type Opts = { loadInstructions: LoadInstructionsService };

/**
 * /api/loadbook/loadbookinstructions… (docs/product.md "Instructions"). The notepad is a record people edit
 * (docs/product.md "Stale edits"): its GET and its creation answer its version as `ETag`; its update reads
 * `If-Match` and answers the new version.
 */
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
    async (request, reply) => {
      const { data, version } = await instructions.read(request.params.id);
      if (version !== undefined) reply.header('etag', etagOf(version));
      return ok(data);
    },
  );

  app.post(
    '/loadbookinstructions',
    route({
      summary: 'Create the instructions of a load (one per load)',
      body: createInstructionBody,
      response: createdOr(instructionResponse, 400, 404, 409),
    }),
    async (request, reply) => {
      const saved = await instructions.create(
        request.body.loadbook_id,
        request.body.instruction_load,
        principalOf(request),
      );
      return created(reply, loadMessages.instructionSaved, withVersion(reply, saved));
    },
  );

  savedRoutes(app, route, loadIdParams, instructionResponse).change(
    '/loadbookinstructions/:id',
    { summary: 'Update the instructions of a load', body: updateInstructionBody, errors: [400, 404, 412] },
    loadMessages.instructionSaved,
    (request, version) =>
      instructions.update(request.params.id, request.body.instruction_load, principalOf(request), version),
  );
};
