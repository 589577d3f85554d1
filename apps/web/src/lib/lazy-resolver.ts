import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { CONNECTION_FAILED_MESSAGE } from './api-client';

/**
 * A react-hook-form resolver whose code (zod and the contract's schema, 25 kB gzipped) loads when
 * it is first needed, not with the page: the public pages with a form (home, Login, Sign Up) come
 * rendered from the server and are read far more often than submitted. Call `preload` when the
 * visitor moves into the form, so the rules are there before the first check; a form sent sooner
 * waits for them.
 *
 * When the rules cannot be downloaded (offline before the visitor moved into the form), the check
 * fails with a root error saying so (`rulesUnavailableMessage`), which the form shows: react-hook-form would otherwise throw
 * out of its submit handler and the visitor would see nothing happen.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>) {
  let loading: Promise<Resolver<Values>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (a flaky link) is tried again at the next check.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values> = async (values, context, options) => {
    let check: Resolver<Values>;
    try {
      check = await preload();
    } catch {
      // A root error is valid for any form; TypeScript cannot see that through the generic `Values`.
      return { values: {}, errors: rulesUnavailable as FieldErrors<Values> };
    }
    return check(values, context, options);
  };
  return { resolver, preload: () => void preload().catch(() => undefined) };
}

const rulesUnavailable: FieldErrors = {
  root: { rulesUnavailable: { type: 'rulesUnavailable', message: CONNECTION_FAILED_MESSAGE } },
};

/** What a failed check says when it failed because the form's rules could not be downloaded. */
export const rulesUnavailableMessage = (errors: FieldErrors): string | undefined =>
  errors.root?.rulesUnavailable?.message;
