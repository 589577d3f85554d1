import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod and the contract's schema, 25 kB gzipped) loads when
 * it is first needed, not with the page: the public pages with a form (home, Login, Sign Up) come
 * rendered from the server and are read far more often than submitted. Call `preload` when the
 * visitor moves into the form, so the rules are there before the first check; a form sent sooner
 * waits for them.
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
  const resolver: Resolver<Values> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload: () => void preload().catch(() => undefined) };
}
