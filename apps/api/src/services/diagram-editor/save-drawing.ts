import { eq, sql } from 'drizzle-orm';
import { diagramEditorMessages, DRAWING_SIDE_MAX, type DrawingInput, drawingInputSchema } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { assemblies } from '../../db/schema.js';
import { badRequest } from '../../http-error.js';
import { type AssemblyKey, findEditorAssemblyId } from './find-editor-assembly.js';
import { readSvgDrawing } from './read-svg-drawing.js';

/** An image `POST /api/upload` made: its largest WebP copy, its width in the name (contract's photo.ts). */
const UPLOADED_IMAGE = /^\/uploads\/[0-9a-f]{32}-([1-9]\d{0,3})\.webp$/;

type DrawingValues = { drawingSvg: string; drawingUrl: string; drawingWidth: number; drawingHeight: number };

/**
 * An assembly's drawing columns from what the admin sent: an SVG kept as text (checked to hold
 * nothing that runs, its size from its viewBox), or an image `POST /api/upload` made, by its URL.
 */
export function drawingValuesOf(input: DrawingInput): DrawingValues {
  const drawing = drawingInputSchema.parse(input);
  if ('svg' in drawing) {
    const { svg, width, height } = readSvgDrawing(drawing.svg);
    if (width > DRAWING_SIDE_MAX || height > DRAWING_SIDE_MAX) throw badRequest(diagramEditorMessages.sizeInvalid);
    return { drawingSvg: svg, drawingUrl: '', drawingWidth: width, drawingHeight: height };
  }
  const match = UPLOADED_IMAGE.exec(drawing.imageUrl);
  if (!match) throw badRequest(diagramEditorMessages.imageInvalid);
  if (Number(match[1]) !== drawing.width) throw badRequest(diagramEditorMessages.sizeInvalid);
  return { drawingSvg: '', drawingUrl: drawing.imageUrl, drawingWidth: drawing.width, drawingHeight: drawing.height };
}

/**
 * Replaces an assembly's drawing. The callouts stay where they were, as fractions of the drawing.
 * The new `updated_at` gives the SVG a new address.
 */
export async function saveDrawing(db: Db, key: AssemblyKey, input: DrawingInput): Promise<void> {
  const values = drawingValuesOf(input);
  const assemblyId = await findEditorAssemblyId(db, key);
  await db
    .update(assemblies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(assemblies.id, assemblyId));
}
