import { z } from 'zod';
import { catalogueItemSchema, vehicleNameSchema } from './catalogue.js';
import { messages } from './messages.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Parts diagrams (docs/product.md#parts-diagrams): a vehicle's assemblies, each a drawing with
 * numbered callouts, each callout a part a rider can add to the cart.
 */

/** An assembly's slug: lower-case letters, digits and dashes, as `front-brake`. */
export const ASSEMBLY_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** `/api/vehicles/{id}/assemblies`: the vehicle's id, digits only (anything else names no vehicle). */
export const vehicleParamsSchema = lazySchema(() =>
  z.object({
    id: z
      .string({ error: messages.notFound })
      .regex(/^[1-9]\d{0,8}$/, messages.notFound)
      .transform(Number),
  }),
);

export const assemblyParamsSchema = lazySchema(() =>
  vehicleParamsSchema.extend({
    slug: z.string({ error: messages.notFound }).regex(ASSEMBLY_SLUG_PATTERN, messages.notFound),
  }),
);

/** One of a vehicle's assemblies, in the vehicle's order; the name also in Bangla ('' for none). */
export const assemblySummarySchema = lazySchema(() =>
  z.object({ slug: z.string(), name: z.string(), nameBn: z.string() }),
);
export type AssemblySummary = z.infer<typeof assemblySummarySchema>;
export const assemblyListSchema = lazySchema(() => z.array(assemblySummarySchema));

export const calloutSchema = lazySchema(() =>
  z.object({
    number: z.number().int().positive(),
    /** Where the number sits, from 0 to 1 across and down the drawing. */
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    /** How many of the part one bike takes. */
    quantity: z.number().int().positive(),
    /** The model years it applies to; null: every year of the vehicle. */
    yearFrom: z.number().int().nullable(),
    yearTo: z.number().int().nullable(),
    note: z.string(),
    /** The part, with its price, stock and whether it fits the rider's current bike. */
    part: catalogueItemSchema,
  }),
);
export type Callout = z.infer<typeof calloutSchema>;

/** `GET /api/vehicles/{id}/assemblies/{slug}`. */
export const assemblySchema = lazySchema(() =>
  z.object({
    vehicleId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    nameBn: z.string(),
    /** The drawing's address: an image, never a document that can run script. */
    drawing: z.string(),
    /** The drawing's size in pixels (its aspect ratio keeps the page in place while it loads). */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    callouts: z.array(calloutSchema),
  }),
);
export type Assembly = z.infer<typeof assemblySchema>;

/** `GET /api/parts/{id}/assemblies`: the diagrams a part appears in, with their vehicle's name. */
export const partAssemblySchema = lazySchema(() =>
  vehicleNameSchema.extend({
    vehicleId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    nameBn: z.string(),
    number: z.number().int(),
  }),
);
export type PartAssembly = z.infer<typeof partAssemblySchema>;
export const partAssemblyListSchema = lazySchema(() => z.array(partAssemblySchema));

/** The API path (under /api) of an assembly's drawing kept as SVG text. */
export const assemblyDrawingPath = (vehicleId: number, slug: string) =>
  `/vehicles/${vehicleId}/assemblies/${encodeURIComponent(slug)}/drawing.svg`;
