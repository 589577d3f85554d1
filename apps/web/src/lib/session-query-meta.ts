/**
 * Query `meta` that makes the auth provider end the session when the API answers 401 or 403
 * (SPEC.md §4: the order and question lists). The key is the auth provider's
 * SIGN_OUT_ON_AUTH_ERROR; features may not import the auth feature, so they take it from here.
 */
export const signOutOnAuthErrorMeta = { signOutOnAuthError: true } as const;
