import { Readable } from 'node:stream';
import {
  carrierSettingsBody,
  carrierSettingsMessages,
  carrierSettingsResponse,
  carrierTimeZoneResponse,
  logoUploadForm,
} from '@fletx/contract/carrier-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expectedVersion, withVersion } from '../../lib/record-version';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { CarrierSettingsService } from './carrier-settings.service';

const route = routeOptions({ tags: ['carrier settings'], access: 'manageInvoices' });
/** What every staff role may read of the settings. */
const staffRoute = routeOptions({ tags: ['carrier settings'], access: 'staff' });

const imageBytes = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary', description: 'PNG or JPEG' });

type Opts = { carrierSettings: CarrierSettingsService };

/**
 * /api/carrier-settings (docs/product.md "Invoices and receivables"): what invoices print. One record people
 * edit (docs/product.md "Stale edits"): its GET answers its version as `ETag` ("0" until first saved); its
 * save and the logo's changes read `If-Match` and answer the new version as `ETag`.
 */
export const carrierSettingsRoutes: FastifyPluginAsyncZod<Opts> = async (
  app,
  { carrierSettings: settings },
) => {
  app.get(
    '/',
    route({
      summary: 'The carrier details, remit-to address and factoring company (empty until first saved)',
      response: okOr(carrierSettingsResponse),
    }),
    async (_request, reply) => ok(withVersion(reply, await settings.current())),
  );

  app.get(
    '/time-zone',
    staffRoute({
      summary: "The carrier's time zone (its days run from this zone's midnights), for every staff role",
      response: okOr(carrierTimeZoneResponse),
    }),
    async () => ok({ timeZone: await settings.timeZone() }),
  );

  app.put(
    '/',
    route({
      summary:
        'Save the carrier details; factoring: null removes the factoring company; requireTwoFactor: Carriers users only',
      body: carrierSettingsBody,
      response: okOr(carrierSettingsResponse, 400, 412),
    }),
    async (request, reply) => ({
      message: carrierSettingsMessages.saved,
      data: withVersion(
        reply,
        await settings.save(request.body, principalOf(request), expectedVersion(request.headers['if-match'])),
      ),
    }),
  );

  app.post(
    '/logo',
    {
      ...route({
        summary: 'Upload the logo (multipart `file`: PNG or JPEG, at most 2 MB); replaces the previous one',
        consumes: ['multipart/form-data'],
        body: logoUploadForm.optional(),
        response: okOr(carrierSettingsResponse, 400, 409, 412, 413, 415),
      }),
      // `body` only documents the form: the parts are read from the stream.
      attachValidation: true,
    },
    async (request, reply) => ({
      message: carrierSettingsMessages.logoSaved,
      data: withVersion(
        reply,
        await settings.saveLogo(request, expectedVersion(request.headers['if-match'])),
      ),
    }),
  );

  app.get(
    '/logo',
    route({
      summary: 'The logo image',
      produces: ['image/png', 'image/jpeg', 'application/json'],
      response: okOr(imageBytes, 404),
    }),
    async (_request, reply) => {
      const { stream, mimeType } = await settings.openLogo();
      return reply
        .header('content-type', mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.delete(
    '/logo',
    route({ summary: 'Remove the logo', response: okOr(carrierSettingsResponse, 404, 412) }),
    async (request, reply) => ({
      message: carrierSettingsMessages.logoDeleted,
      data: withVersion(reply, await settings.deleteLogo(expectedVersion(request.headers['if-match']))),
    }),
  );
};
