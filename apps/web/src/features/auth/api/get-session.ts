import { apiRequest } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';

/** The fields of better-auth's session answer that this app reads. */
export type BetterAuthSession = {
  session: { token: string };
  user: { id: string; name: string; email: string; role?: string | null; image?: string | null };
};

const isOptionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string';

export function isSessionAnswer(answer: unknown): answer is BetterAuthSession | null {
  if (answer === null) return true;
  if (!isRecord(answer)) return false;
  const { session, user } = answer;
  return (
    isRecord(session) &&
    typeof session.token === 'string' &&
    isRecord(user) &&
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    isOptionalString(user.role) &&
    isOptionalString(user.image)
  );
}

/** GET /api/auth/get-session: the cookie session, or null when nobody is signed in. */
export const getSession = () => apiRequest('/auth/get-session', { isExpected: isSessionAnswer });
