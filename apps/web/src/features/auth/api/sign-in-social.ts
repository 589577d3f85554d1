import { z } from 'zod';
import { authRequest } from './auth-request';

const socialRedirectSchema = z.object({ url: z.string() });

type SignInSocialInput = { provider: 'google'; callbackURL: string; errorCallbackURL: string };

/** POST /api/auth/sign-in/social: where to send the browser to sign in with the provider. */
export const signInSocial = (input: SignInSocialInput) =>
  authRequest('/sign-in/social', socialRedirectSchema, { body: input });
