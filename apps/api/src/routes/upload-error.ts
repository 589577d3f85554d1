import { messages } from '@motoforge/contract';
import { badRequest, HttpError } from '../http-error.js';

/**
 * What reading an upload failed on, as the answer to give. The multipart parser's own complaints
 * (no boundary, a body cut short) carry no status and would otherwise be a 500.
 */
export function toUploadError(error: unknown): never {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, messages.imageTooLarge);
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
  throw badRequest(messages.uploadMalformed);
}
