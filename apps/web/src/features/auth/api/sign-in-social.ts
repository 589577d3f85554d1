import { isRecord } from '@/lib/is-record';
import { authRequest } from './auth-request';

type SignInSocialInput = { provider: 'google'; callbackURL: string; errorCallbackURL: string };

const isSocialRedirect = (answer: unknown): answer is { url: string } =>
  isRecord(answer) && typeof answer.url === 'string';

/** POST /api/auth/sign-in/social: where to send the browser to sign in with the provider. */
export const signInSocial = (input: SignInSocialInput) =>
  authRequest('/sign-in/social', { body: input, isExpected: isSocialRedirect });
