import { diagramEditorMessages, type DrawingInput } from '@motoforge/contract';
import { UserFacingError } from '@/lib/api-client';
import { uploadPhoto } from '@/lib/upload-photo';

/** The drawing files the editor takes, for a file input's `accept`. */
export const DRAWING_ACCEPT = 'image/svg+xml,.svg,image/png,image/jpeg,image/webp';

/** An uploaded image's size in pixels, as the browser reads it. */
const sizeOf = (url: string) =>
  new Promise<{ width: number; height: number }>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new UserFacingError(diagramEditorMessages.imageInvalid));
    image.src = url;
  });

/**
 * A drawing file as the API takes it (docs/product.md#parts-diagrams): an SVG as its text (the API
 * checks it holds nothing that runs); an image through the photo upload first, then its address
 * and the size the browser reads.
 */
export async function drawingOf(file: File): Promise<DrawingInput> {
  if (file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg')) return { svg: await file.text() };
  const imageUrl = await uploadPhoto(file, () => undefined);
  return { imageUrl, ...(await sizeOf(imageUrl)) };
}
