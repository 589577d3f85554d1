import { messages } from '@motoforge/contract';
import { ApiError } from '@/lib/api-client';

/** A sign-in or sign-up failure whose message is meant for the person at the form. */
export class AuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthError';
  }
}

/** What the form shows for a failure: the server's or our own words, never a parser's. */
export function toAuthErrorMessage(error: unknown): string {
  return error instanceof ApiError || error instanceof AuthError ? error.message : messages.serverError;
}
