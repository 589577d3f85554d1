import { ApiError, isSessionEnded, toErrorMessage } from './api-client';
import { notify } from './notify';

/**
 * What a form does with the API's refusal: each message of one of its `fields` goes under that
 * field, anything else is a toast. A 401 says nothing here: it ends the session and opens the login
 * page, which says so (auth-provider.tsx).
 */
export function showRefusal<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { message: string }) => void,
): void {
  if (isSessionEnded(error)) return;
  const isField = (field: string): field is Field => (fields as readonly string[]).includes(field);
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
  for (const { field, message } of fieldErrors) if (isField(field)) setError(field, { message });
  if (!fieldErrors.some(({ field }) => isField(field))) notify.error(toErrorMessage(error));
}
