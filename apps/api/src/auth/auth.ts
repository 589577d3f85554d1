import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, bearer, genericOAuth } from 'better-auth/plugins';
import {
  accountSignUpInputSchema,
  accountUpdateInputSchema,
  authMessages,
  messages,
  PASSWORD_MIN_LENGTH,
  refusalOf,
  TEXT_LIMITS,
  userImageSchema,
  withoutHiddenCharacters,
} from '@motoforge/contract';
import type { Db } from '../db/client.js';
import { accounts, sessions, users, verifications } from '../db/schema.js';
import type { Env } from '../env.js';
import { accountLetters, type AccountMailer, languageOf, withLandingPage } from './account-emails.js';
import { releaseContextsWhenIdle } from './auth-context-release.js';
import { resolveAuthSecret } from './auth-secret.js';

/** The header we set to the client address Fastify resolved; anything a client sends under it is dropped. */
export const CLIENT_IP_HEADER = 'x-motoforge-client-ip';

export function publicBaseUrl(env: Env): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

export function trustedOrigins(env: Env): string[] {
  const origins = new Set<string>([new URL(publicBaseUrl(env)).origin]);
  if (!env.PUBLIC_URL) {
    origins.add(`http://127.0.0.1:${env.PORT}`);
    // The Vite dev server proxies /api from its own origin.
    if (env.NODE_ENV === 'development') origins.add('http://localhost:5173');
  }
  for (const origin of env.CORS_ORIGINS?.split(',') ?? []) {
    if (origin.trim()) origins.add(origin.trim());
  }
  return [...origins];
}

/**
 * Google sign-in. GOOGLE_DISCOVERY_URL points the "google" provider at another OpenID Connect
 * issuer; the test suite uses it to sign in against a local OAuth2 server.
 */
function googleOptions(env: Env) {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return { socialProviders: {}, plugins: [] };
  if (env.GOOGLE_DISCOVERY_URL) {
    return {
      socialProviders: {},
      plugins: [
        genericOAuth({
          config: [
            {
              providerId: 'google',
              discoveryUrl: env.GOOGLE_DISCOVERY_URL,
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
            },
          ],
        }),
      ],
    };
  }
  return {
    socialProviders: { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } },
    plugins: [],
  };
}

/**
 * The better-auth endpoints that write an account's name or picture, with the rules they must keep
 * (the sign-up form's schema: one for the browser and the server).
 */
const ACCOUNT_INPUT_SCHEMAS = new Map<string, typeof accountSignUpInputSchema | typeof accountUpdateInputSchema>([
  ['/sign-up/email', accountSignUpInputSchema],
  ['/update-user', accountUpdateInputSchema],
]);

/**
 * The last word on every account write, whichever way it comes (Google's profile too, which is
 * kept quietly to the rules rather than refused): the name without the characters that would
 * disguise it (the sign-up rule refuses them), trimmed and capped, and a picture from anywhere but
 * the shop dropped (Google's would be blocked by the page's CSP anyway).
 */
function toStoredProfile<Fields extends { name?: string; image?: string | null }>(fields: Fields): Fields {
  return {
    ...fields,
    ...(typeof fields.name === 'string'
      ? { name: withoutHiddenCharacters(fields.name).trim().slice(0, TEXT_LIMITS.name) }
      : {}),
    ...(typeof fields.image === 'string' && !userImageSchema.safeParse(fields.image).success ? { image: null } : {}),
  };
}

/** How long a reset link and a verification link work. */
const RESET_LINK_SECONDS = 60 * 60;
const VERIFY_LINK_SECONDS = 24 * 60 * 60;

export function createAuth(env: Env, db: Db, mail: AccountMailer) {
  const google = googleOptions(env);
  const isProduction = env.NODE_ENV === 'production';
  const auth = betterAuth({
    appName: 'MotoForge',
    logger: { disabled: env.LOG_LEVEL === 'silent', level: env.LOG_LEVEL === 'debug' ? 'debug' : 'warn' },
    baseURL: publicBaseUrl(env),
    basePath: '/api/auth',
    secret: resolveAuthSecret(env),
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      // "Forgot password?" by e-mail: a link to /reset-password (the web page names it), good for an
      // hour and once; every session of the account ends when the password changes.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const language = await languageOf(db, user.id);
        const letter = accountLetters.resetPassword(language, user.name, url);
        await mail({ to: user.email, ...letter, purpose: 'password-reset', userId: user.id });
      },
    },
    // A verified address is one whose link was opened: sent at sign-up and from the profile, and to
    // the new address when the e-mail changes (it changes only when that link is opened). Google
    // joins a password account only once its address is verified (accountLinking below).
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }, request) => {
        // An account the server makes itself (the demo admin) has nobody to open the link.
        if (!request) return;
        const language = await languageOf(db, user.id);
        const link = withLandingPage(url, language, '/email-verified');
        const letter = accountLetters.verifyEmail(language, user.name, user.email, link);
        await mail({ to: user.email, ...letter, purpose: 'email-verification', userId: user.id });
      },
    },
    user: { changeEmail: { enabled: true, updateEmailWithoutVerification: false } },
    socialProviders: google.socialProviders,
    account: {
      // Google is NOT a trusted provider: an account is linked only when Google says the e-mail is
      // verified AND the local account's e-mail is verified (better-auth's requireLocalEmailVerified),
      // which stops an attacker who pre-registered a victim's e-mail with a password.
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
    },
    // A Google round trip that fails before its own errorCallbackURL is known (a lost state
    // cookie) lands on the login page, which says so, not on better-auth's error page (not routed).
    onAPIError: { errorURL: '/login' },
    // Sign-in and sign-up are rate limited by @fastify/rate-limit on the client address Fastify
    // resolves (plugins/auth.ts); better-auth's own limiter would trust X-Forwarded-For.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isProduction },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const schema = ACCOUNT_INPUT_SCHEMAS.get(ctx.path);
        if (!schema) return;
        const parsed = schema.safeParse(ctx.body);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? authMessages.accountDetailsInvalid;
          // better-auth sends this itself, past the errors plugin: its code is added here (ADR 071).
          throw new APIError('BAD_REQUEST', {
            success: false,
            message,
            ...(refusalOf(message) ?? refusalOf(messages.invalidRequest)),
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: { before: async (user) => ({ data: toStoredProfile(user) }) },
        update: { before: async (user) => ({ data: toStoredProfile(user) }) },
      },
    },
    // admin(): the `role` on every user and session that the server's guards read. Its endpoints
    // (set-role, remove-user, impersonate-user…) are not routed: the shop's own admin routes do that.
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), bearer(), ...google.plugins],
  });
  return releaseContextsWhenIdle(auth);
}

export type Auth = ReturnType<typeof createAuth>;
