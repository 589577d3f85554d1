import { z } from 'zod';
import { vehicleNameSchema } from './catalogue.js';
import { assemblySchema, calloutSchema } from './diagrams.js';
import { lazySchema } from './lazy-schema.js';
import { messageTable } from './message-codes.js';

/**
 * The back office's diagram editor (docs/product.md#parts-diagrams): an assembly's drawing
 * replaced, and its callouts placed, moved, edited and removed one at a time.
 */

export const CALLOUT_NUMBER_MAX = 999;
export const CALLOUT_QUANTITY_MAX = 999;
export const CALLOUT_NOTE_MAX = 200;
/** An SVG drawing kept as text; the demo's are under 2 kB. */
export const DRAWING_SVG_MAX_BYTES = 200 * 1024;
/** A drawing's side in pixels, either way. */
export const DRAWING_SIDE_MAX = 10_000;
/** An assembly's name, in English or Bangla. */
export const ASSEMBLY_NAME_MAX = 60;

export const diagramEditorMessages = messageTable('diagramEditor', {
  numberInvalid: `Callout number: a whole number from 1 to ${CALLOUT_NUMBER_MAX}`,
  numberTaken: 'Another callout on this drawing already has this number',
  positionInvalid: 'A callout sits on the drawing: x and y from 0 to 1',
  skuRequired: 'Choose the part',
  skuUnknown: 'No part on sale has this SKU',
  quantityInvalid: `Quantity: a whole number from 1 to ${CALLOUT_QUANTITY_MAX}`,
  yearInvalid: 'A year is four digits, such as 2019',
  yearsOrder: 'The first year cannot be after the last',
  noteTooLong: `The note is at most ${CALLOUT_NOTE_MAX} characters`,
  calloutNotFound: 'This callout is no longer on the drawing',
  drawingRequired: 'Upload an SVG drawing or an image',
  svgInvalid: 'The SVG must start with an <svg> element and give its size (width and height, or a viewBox)',
  svgTooLarge: 'The SVG drawing is at most 200 kB',
  svgUnsafe: 'The SVG must not hold script, event handlers, embedded documents or references to other files',
  imageInvalid: 'Upload the image first: its address must be one the shop gave',
  sizeInvalid: `The drawing's width and height: whole numbers from 1 to ${DRAWING_SIDE_MAX}`,
  drawingSaved: 'The drawing is saved.',
  calloutSaved: 'The callout is saved.',
  calloutRemoved: 'The callout is removed.',
  assemblyNameRequired: 'Name the assembly in English, such as Front brake',
  assemblyNameTooLong: `An assembly's name is at most ${ASSEMBLY_NAME_MAX} characters`,
  assemblyNameTaken: 'This bike already has an assembly of this name',
  assemblyCreated: 'The assembly is added: place its callouts on the drawing.',
});

const year = lazySchema(() =>
  z
    .number({ error: diagramEditorMessages.yearInvalid })
    .int(diagramEditorMessages.yearInvalid)
    .min(1900, diagramEditorMessages.yearInvalid)
    .max(2100, diagramEditorMessages.yearInvalid)
    .nullable(),
);
const position = lazySchema(() =>
  z
    .number({ error: diagramEditorMessages.positionInvalid })
    .min(0, diagramEditorMessages.positionInvalid)
    .max(1, diagramEditorMessages.positionInvalid),
);

/** `POST` and `PUT /api/admin/vehicles/{id}/assemblies/{slug}/callouts[/{calloutId}]`, and the editor's form. */
export const calloutInputSchema = lazySchema(() =>
  z
    .strictObject({
      number: z
        .number({ error: diagramEditorMessages.numberInvalid })
        .int(diagramEditorMessages.numberInvalid)
        .min(1, diagramEditorMessages.numberInvalid)
        .max(CALLOUT_NUMBER_MAX, diagramEditorMessages.numberInvalid),
      x: position,
      y: position,
      sku: z.string({ error: diagramEditorMessages.skuRequired }).trim().min(1, diagramEditorMessages.skuRequired),
      quantity: z
        .number({ error: diagramEditorMessages.quantityInvalid })
        .int(diagramEditorMessages.quantityInvalid)
        .min(1, diagramEditorMessages.quantityInvalid)
        .max(CALLOUT_QUANTITY_MAX, diagramEditorMessages.quantityInvalid),
      yearFrom: year,
      yearTo: year,
      note: z.string().trim().max(CALLOUT_NOTE_MAX, diagramEditorMessages.noteTooLong),
    })
    .refine(({ yearFrom, yearTo }) => yearFrom === null || yearTo === null || yearFrom <= yearTo, {
      message: diagramEditorMessages.yearsOrder,
      path: ['yearTo'],
    }),
);
export type CalloutInput = z.input<typeof calloutInputSchema>;

/** A callout as the editor shows it: its own id, and its part by SKU and name. */
export const editorCalloutSchema = lazySchema(() =>
  calloutSchema.omit({ part: true }).extend({
    id: z.number().int(),
    sku: z.string(),
    partName: z.string(),
  }),
);
export type EditorCallout = z.infer<typeof editorCalloutSchema>;

/** `GET /api/admin/vehicles/{id}/assemblies/{slug}`: every callout, those of parts no longer sold too. */
export const editorAssemblySchema = lazySchema(() =>
  assemblySchema.extend({
    ...vehicleNameSchema.shape,
    callouts: z.array(editorCalloutSchema),
  }),
);
export type EditorAssembly = z.infer<typeof editorAssemblySchema>;

/** `GET /api/admin/diagrams`: an assembly with its vehicle's name and how many callouts it has. */
export const editorAssemblySummarySchema = lazySchema(() =>
  vehicleNameSchema.extend({
    vehicleId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    nameBn: z.string(),
    callouts: z.number().int().nonnegative(),
  }),
);
export type EditorAssemblySummary = z.infer<typeof editorAssemblySummarySchema>;
/** Diagrams a page of the back office's list shows: the demo's all fit on one. */
export const EDITOR_ASSEMBLIES_PAGE_SIZE = 50;

/** `GET /api/admin/diagrams?vehicle=&page=&pageSize=`: one bike's diagrams, or every bike's, by page. */
export const editorAssemblyListQuerySchema = lazySchema(() =>
  z.object({
    vehicle: z.coerce.number().int().min(1).max(999_999_999).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(EDITOR_ASSEMBLIES_PAGE_SIZE),
  }),
);
export type EditorAssemblyListQuery = z.infer<typeof editorAssemblyListQuerySchema>;
export const editorAssemblyListSchema = lazySchema(() =>
  z.object({
    items: z.array(editorAssemblySummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type EditorAssemblyList = z.infer<typeof editorAssemblyListSchema>;

const side = lazySchema(() =>
  z
    .number({ error: diagramEditorMessages.sizeInvalid })
    .int(diagramEditorMessages.sizeInvalid)
    .min(1, diagramEditorMessages.sizeInvalid)
    .max(DRAWING_SIDE_MAX, diagramEditorMessages.sizeInvalid),
);

/**
 * `PUT /api/admin/vehicles/{id}/assemblies/{slug}/drawing`: an SVG as text (its size read from it),
 * or an image uploaded first through `POST /api/upload`, with the size the browser measured.
 */
export const drawingInputSchema = lazySchema(() =>
  z.union(
    [
      z.strictObject({
        svg: z
          .string({ error: diagramEditorMessages.drawingRequired })
          .min(1, diagramEditorMessages.drawingRequired)
          .refine(
            (svg) => new TextEncoder().encode(svg).length <= DRAWING_SVG_MAX_BYTES,
            diagramEditorMessages.svgTooLarge,
          ),
      }),
      z.strictObject({
        imageUrl: z.string({ error: diagramEditorMessages.imageInvalid }),
        width: side,
        height: side,
      }),
    ],
    { error: diagramEditorMessages.drawingRequired },
  ),
);
export type DrawingInput = z.input<typeof drawingInputSchema>;

/**
 * `POST /api/admin/vehicles/{id}/assemblies`: a new assembly of the bike, its drawing with it (an
 * assembly is never without one). Its address (slug) is made from the English name.
 */
export const newAssemblyInputSchema = lazySchema(() =>
  z.strictObject({
    name: z
      .string({ error: diagramEditorMessages.assemblyNameRequired })
      .trim()
      .min(1, diagramEditorMessages.assemblyNameRequired)
      .max(ASSEMBLY_NAME_MAX, diagramEditorMessages.assemblyNameTooLong)
      .refine((name) => slugOfAssemblyName(name) !== '', diagramEditorMessages.assemblyNameRequired),
    nameBn: z.string().trim().max(ASSEMBLY_NAME_MAX, diagramEditorMessages.assemblyNameTooLong).default(''),
    drawing: drawingInputSchema,
  }),
);
export type NewAssemblyInput = z.input<typeof newAssemblyInputSchema>;
export const newAssemblySchema = lazySchema(() => z.object({ vehicleId: z.number().int(), slug: z.string() }));
export type NewAssembly = z.infer<typeof newAssemblySchema>;

/** An assembly's address from its English name: "Front brake (disc)" → `front-brake-disc`. */
export function slugOfAssemblyName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}
