import { notifyDiagramsOnWrite } from '../../cache/catalogue-notifications.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assemblyParamsSchema,
  calloutInputSchema,
  diagramEditorMessages,
  drawingInputSchema,
  editorAssemblyListQuerySchema,
  editorAssemblyListSchema,
  editorAssemblySchema,
  errorResponseSchema,
  newAssemblyInputSchema,
  newAssemblySchema,
  vehicleParamsSchema,
} from '@motoforge/contract';
import { createAssembly } from '../../services/diagram-editor/create-assembly.js';
import { getEditorAssembly } from '../../services/diagram-editor/get-editor-assembly.js';
import { listEditorAssemblies } from '../../services/diagram-editor/list-editor-assemblies.js';
import { removeCallout } from '../../services/diagram-editor/remove-callout.js';
import { saveCallout } from '../../services/diagram-editor/save-callout.js';
import { saveDrawing } from '../../services/diagram-editor/save-drawing.js';
import { adminErrors, adminSecurity } from '../admin-openapi.js';

const calloutParamsSchema = assemblyParamsSchema.extend({
  calloutId: z
    .string({ error: diagramEditorMessages.calloutNotFound })
    .regex(/^[1-9]\d{0,9}$/, diagramEditorMessages.calloutNotFound)
    .transform(Number),
});
const savedCalloutSchema = z.object({ id: z.number().int() });

/**
 * The back office's diagram editor (docs/product.md#parts-diagrams), under /api/admin; admins
 * only: an assembly added with its drawing, the drawing replaced, callouts placed, changed and
 * removed one by one.
 */
const diagramEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', notifyDiagramsOnWrite);
  const security = adminSecurity;
  const errors = { ...adminErrors, 404: errorResponseSchema };
  const keyOf = (params: { id: number; slug: string }) => ({ vehicleId: params.id, slug: params.slug });

  app.get(
    '/admin/diagrams',
    {
      schema: {
        tags: ['admin'],
        summary: "A page of the parts diagrams, one bike's or every bike's by name, with how many callouts each has",
        security,
        querystring: editorAssemblyListQuerySchema,
        response: { 200: editorAssemblyListSchema, ...adminErrors },
      },
    },
    (request) => listEditorAssemblies(app.db, request.query),
  );

  app.post(
    '/admin/vehicles/:id/assemblies',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Add an assembly to a bike: its English and Bangla names and its drawing (as the drawing's PUT takes it); " +
          'its slug is made from the English name',
        security,
        params: vehicleParamsSchema,
        body: newAssemblyInputSchema,
        response: { 201: newAssemblySchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createAssembly(app.db, request.params.id, request.body)),
  );

  app.get(
    '/admin/vehicles/:id/assemblies/:slug',
    {
      schema: {
        tags: ['admin'],
        summary: "An assembly's drawing and every callout, with its id and its part's SKU",
        security,
        params: assemblyParamsSchema,
        response: { 200: editorAssemblySchema, ...errors },
      },
    },
    (request) => getEditorAssembly(app.db, keyOf(request.params)),
  );

  app.put(
    '/admin/vehicles/:id/assemblies/:slug/drawing',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Replace an assembly's drawing: { svg } (no script, event handler or outside reference; its size from " +
          'its viewBox) or { imageUrl, width, height } of an image uploaded through POST /api/upload',
        security,
        params: assemblyParamsSchema,
        body: drawingInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await saveDrawing(app.db, keyOf(request.params), request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/vehicles/:id/assemblies/:slug/callouts',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Place a callout: its number (unique on the drawing), x and y from 0 to 1, the part by SKU, quantity, years, note',
        security,
        params: assemblyParamsSchema,
        body: calloutInputSchema,
        response: { 201: savedCalloutSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveCallout(app.db, keyOf(request.params), null, request.body)),
  );

  app.put(
    '/admin/vehicles/:id/assemblies/:slug/callouts/:calloutId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a callout: moved, renumbered, another part, quantity, years or note',
        security,
        params: calloutParamsSchema,
        body: calloutInputSchema,
        response: { 200: savedCalloutSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => saveCallout(app.db, keyOf(request.params), request.params.calloutId, request.body),
  );

  app.delete(
    '/admin/vehicles/:id/assemblies/:slug/callouts/:calloutId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a callout from the drawing',
        security,
        params: calloutParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCallout(app.db, keyOf(request.params), request.params.calloutId);
      return reply.code(204).send(null);
    },
  );
};

export default diagramEditorRoutes;
