import { messages } from '@motoforge/contract';
import { ApiError } from './api-client';

/**
 * What to tell the shopper about a failed call: the server's (or the network's) own words from an
 * ApiError; anything else, such as a malformed answer, is not worth showing verbatim.
 */
export function toErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.serverError;
}
