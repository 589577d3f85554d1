/**
 * The router state the login page is opened with when the session ended on the server (revoked,
 * expired): the page then says why the visitor has to sign in again.
 */
export const sessionEndedState = { hasSessionEnded: true } as const;

export const isSessionEndedState = (state: unknown) =>
  typeof state === 'object' && state !== null && 'hasSessionEnded' in state && state.hasSessionEnded === true;
