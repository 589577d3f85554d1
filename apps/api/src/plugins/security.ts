import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.js';

/**
 * Security headers for every answer and the rate limiter that routes opt into with
 * `config.rateLimit`. Keys are the socket address unless TRUST_PROXY is set (see app.ts).
 */
export default fp(
  async function security(app: FastifyInstance, { env }: { env: Env }) {
    // Stripe.js and its card frames, only where Stripe is the payment provider.
    const isStripe = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
    const stripe = (...origins: string[]) => (isStripe ? origins : []);
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...stripe('https://js.stripe.com')],
          // react-toastify injects its stylesheet at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...stripe('https://api.stripe.com')],
          frameSrc: ["'self'", ...stripe('https://js.stripe.com', 'https://hooks.stripe.com')],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
        },
      },
      hsts: env.NODE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    // Same-origin only, unless CORS_ORIGINS names other sites allowed to call the API.
    const corsOrigins =
      env.CORS_ORIGINS?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean) ?? [];
    await app.register(cors, { origin: corsOrigins.length > 0 ? corsOrigins : false, credentials: true });
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
