/** Who is signed in (resolve-auth.ts): the auth provider's own query, kept when the rest is purged. */
export const authKeys = {
  all: ['auth'] as const,
};
