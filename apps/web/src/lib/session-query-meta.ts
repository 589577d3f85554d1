/**
 * Query `meta` that makes the auth provider end the session when the API answers 401 or 403
 * (SPEC.md §4: the order and question lists). Features may not import the auth feature, so the
 * flag lives here for both.
 */
export const SIGN_OUT_ON_AUTH_ERROR = 'signOutOnAuthError';
export const signOutOnAuthErrorMeta = { [SIGN_OUT_ON_AUTH_ERROR]: true } as const;

/**
 * The session as features/auth keeps it in the query cache, and its sign-out as a mutation: the
 * navbar (shared, so it may not import the auth feature) reads both from the cache, to tell a
 * failed sign-in check from a sign-out and to show a sign-out in progress.
 */
export const sessionQueryKey = ['auth'] as const;
export const signOutMutationKey = ['sign-out'] as const;
