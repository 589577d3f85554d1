import { apiRequest } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';

type SignInSocialInput = { provider: 'google'; callbackURL: string; errorCallbackURL: string };

const isSocialRedirect = (answer: unknown): answer is { url: string } =>
  isRecord(answer) && typeof answer.url === 'string';

/** POST /api/auth/sign-in/social: where to send the browser to sign in with the provider. */
export const signInSocial = (input: SignInSocialInput) =>
  apiRequest('/auth/sign-in/social', { method: 'POST', body: input, isExpected: isSocialRedirect });
