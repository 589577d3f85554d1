import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assemblyListSchema,
  assemblyParamsSchema,
  assemblySchema,
  errorResponseSchema,
  idParamsSchema,
  messages,
  partAssemblyListSchema,
  vehicleParamsSchema,
} from '@motoforge/contract';
import type { CatalogueCache } from '../../cache/catalogue-cache.js';
import { type KeptDiagram, keptShape } from '../../cache/kept-diagrams.js';
import { sendCached } from '../../cache/send-cached.js';
import { getAssembly } from '../../services/diagrams/get-assembly.js';
import { getAssemblyDrawing } from '../../services/diagrams/get-assembly-drawing.js';
import { listAssemblies } from '../../services/diagrams/list-assemblies.js';
import { listPartAssemblies } from '../../services/diagrams/list-part-assemblies.js';
import { notFound } from '../../http-error.js';
import { keepRidersOwn, riderOf } from './rider-bike.js';

/**
 * An SVG drawing is sent as an image that can do nothing: no script, no request of its own, even
 * opened on its own in a tab (docs/decisions/049-parts-diagrams.md).
 */
const DRAWING_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** A drawing's address changes with every edit (its `?v=`), so a browser may keep it for long. */
const DRAWING_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Parts diagrams (docs/product.md#parts-diagrams): GET /api/vehicles/{id}/assemblies,
 * /api/vehicles/{id}/assemblies/{slug} and its drawing, and /api/parts/{id}/assemblies.
 */
const diagramRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueCache }> = async (app, { catalogue }) => {
  app.get(
    '/vehicles/:id/assemblies',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A vehicle's assemblies that have a parts diagram",
        params: vehicleParamsSchema,
        response: { 200: assemblyListSchema, 404: errorResponseSchema },
      },
    },
    (request) => listAssemblies(app.db, request.params.id),
  );

  app.get(
    '/vehicles/:id/assemblies/:slug',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: "An assembly's drawing and callouts, each part with its fitment for the current bike",
        params: assemblyParamsSchema,
        response: { 200: assemblySchema, 404: errorResponseSchema },
      },
    },
    (request, reply) => {
      const rider = riderOf(request);
      const asked = { vehicleId: request.params.id, slug: request.params.slug };
      const load = () => getAssembly(app.db, asked, rider);
      // A guest's answer is kept as bytes; a signed-in rider's bike is in the database, read each time.
      const diagram = rider.userId
        ? load().then(keptShape)
        : catalogue.diagram({ ...asked, cookies: rider.cookies }, load);
      const answer = ({ body, hasBike }: KeptDiagram) => {
        keepRidersOwn(reply, hasBike);
        if (!body) throw notFound(messages.notFound);
        return sendCached(request, reply, body);
      };
      return diagram instanceof Promise ? diagram.then(answer) : answer(diagram);
    },
  );

  app.get(
    '/vehicles/:id/assemblies/:slug/drawing.svg',
    {
      schema: {
        tags: ['catalogue'],
        summary: "An assembly's drawing, when it is kept as SVG",
        params: assemblyParamsSchema,
      },
    },
    async (request, reply) => {
      const { svg } = await getAssemblyDrawing(app.db, {
        vehicleId: request.params.id,
        slug: request.params.slug,
      });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('content-security-policy', DRAWING_POLICY)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `public, max-age=${DRAWING_MAX_AGE_SECONDS}`)
        .send(svg);
    },
  );

  app.get(
    '/parts/:id/assemblies',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The parts diagrams a part appears in',
        params: idParamsSchema,
        response: { 200: partAssemblyListSchema },
      },
    },
    (request) => listPartAssemblies(app.db, request.params.id),
  );
};

export default diagramRoutes;
