/**
 * Query `meta` that makes the auth provider end the session when the API answers 401 or 403
 * (docs/product.md#accounts-and-roles: the order and question lists). Features may not import the auth feature, so the
 * flag lives here for both.
 */
export const SIGN_OUT_ON_AUTH_ERROR = 'signOutOnAuthError';
export const signOutOnAuthErrorMeta = { [SIGN_OUT_ON_AUTH_ERROR]: true } as const;
