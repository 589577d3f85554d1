import path from 'node:path';
import { z } from 'zod';
import { UNPAID_ORDERS_PER_ACCOUNT_MAX } from '@motoforge/contract';
import { PATHAO_LIVE_URL } from './couriers/pathao-client.js';
import { REDX_LIVE_URL } from './couriers/redx-client.js';
import { STEADFAST_LIVE_URL } from './couriers/steadfast-client.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Connections the server keeps to PostgreSQL at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DEMO_MODE: booleanFlag.optional(),
  DEMO_ADMIN_EMAIL: z.email().default('admin@motoforge.com'),
  DEMO_ADMIN_PASSWORD: z.string().min(6).default('motoforge-admin'),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Test-only: a local fake of Stripe's API, e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Test-only: an OpenID Connect discovery URL that stands in for Google's. */
  GOOGLE_DISCOVERY_URL: z.url().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  /** Sign-in and sign-up attempts a client address may make per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  CORS_ORIGINS: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /** Unpaid orders one account may hold at once (issue 19): the contract's limit unless set. */
  /** SSLCommerz (docs/design.md#checkout): sandbox unless SSLCOMMERZ_LIVE; SSLCOMMERZ_BASE_URL for tests. */
  SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
  SSLCOMMERZ_LIVE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SSLCOMMERZ_BASE_URL: z.url().optional(),
  /** BulkSMSBD's API (docs/design.md#checkout); without these, SMS are only recorded in the outbox. */
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).optional(),
  SMS_BASE_URL: z.url().default('http://bulksmsbd.net'),
  /**
   * E-mail (docs/design.md#order-lifecycle): nodemailer's SMTP URL (smtp://user:pass@host:587, smtps://… for TLS);
   * without it, e-mails are only recorded in the outbox.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: z.string().min(3).default('MotoForge <no-reply@motoforge.com>'),
  /** Steadfast Courier (docs/design.md#order-lifecycle); without the keys, couriers are typed by hand. */
  STEADFAST_API_KEY: z.string().min(1).optional(),
  STEADFAST_SECRET_KEY: z.string().min(1).optional(),
  STEADFAST_BASE_URL: z.url({ protocol: /^https?$/ }).default(STEADFAST_LIVE_URL),
  /**
   * Test-only: seconds from shipping to the first look at a Steadfast parcel, and between looks
   * (30 minutes unless set), so the end-to-end run sees its job deliver an order. Refused in production.
   */
  STEADFAST_CHECK_SECONDS: z.coerce.number().int().min(1).optional(),
  /** Pathao Courier (docs/orders.md#couriers): the first six together; the webhook's two together. */
  PATHAO_BASE_URL: z.url({ protocol: /^https?$/ }).default(PATHAO_LIVE_URL),
  PATHAO_CLIENT_ID: z.string().min(1).optional(),
  PATHAO_CLIENT_SECRET: z.string().min(1).optional(),
  PATHAO_USERNAME: z.string().min(1).optional(),
  PATHAO_PASSWORD: z.string().min(1).optional(),
  PATHAO_STORE_ID: z.coerce.number().int().positive().optional(),
  /** What Pathao sends in X-PATHAO-Signature, and the integration secret its panel asks our answer to carry. */
  PATHAO_WEBHOOK_SECRET: z.string().min(16).optional(),
  PATHAO_WEBHOOK_INTEGRATION_SECRET: z.string().min(1).optional(),
  /** RedX (docs/orders.md#couriers); REDX_WEBHOOK_TOKEN is the `token` in the Callback URL given to RedX. */
  REDX_BASE_URL: z.url({ protocol: /^https?$/ }).default(REDX_LIVE_URL),
  REDX_API_TOKEN: z.string().min(1).optional(),
  REDX_WEBHOOK_TOKEN: z.string().min(16).optional(),
  UNPAID_ORDERS_PER_ACCOUNT: z.coerce.number().int().min(1).default(UNPAID_ORDERS_PER_ACCOUNT_MAX),
  /** The share of visits whose field vitals the browser reports (docs/performance.md#field-vitals). */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** Prometheus's bearer token for GET /metrics (ADR 036); without it there is no /metrics. */
  METRICS_TOKEN: z
    .string()
    .min(32)
    .regex(/^[!-~]+$/, 'letters, digits and punctuation only (it is sent in a header)')
    .optional(),
  /** Product photos in an S3-compatible bucket (ADR 035): the first four together; the uploads folder otherwise. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The bucket in the path (https://host/bucket/photo), as MinIO and most non-AWS servers want; AWS takes both. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /**
   * Redis, shared by every server process (docs/design.md#several-machines): rate-limit counters and sign-in locks
   * live there (ADR 034); without it, each process counts on its own.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Starts every key the shop writes in Redis, so several shops (or tests) can share one. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('motoforge:'),
});

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export type Env = Omit<z.infer<typeof envSchema>, 'DEMO_MODE'> & {
  DEMO_MODE: boolean;
  DATA_DIR: string;
  WEB_DIST: string;
};

/** Settings that mean nothing apart: a courier's credentials, a webhook's secrets. */
const TOGETHER = [
  ['PATHAO_CLIENT_ID', 'PATHAO_CLIENT_SECRET', 'PATHAO_USERNAME', 'PATHAO_PASSWORD', 'PATHAO_STORE_ID'],
  ['PATHAO_WEBHOOK_SECRET', 'PATHAO_WEBHOOK_INTEGRATION_SECRET'],
] as const;

const apiRoot = path.resolve(import.meta.dirname, '..');

/** localhost, 127.0.0.0/8 or ::1 (the URL parser has already normalised the host: 127.1 is 127.0.0.1). */
function isLocalhost(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
}

/** Parses the environment once at start-up; a bad variable stops the process with its name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  const env = parsed.data;
  if (!env.STEADFAST_API_KEY !== !env.STEADFAST_SECRET_KEY) {
    throw new Error(
      'Invalid environment configuration: STEADFAST_API_KEY and STEADFAST_SECRET_KEY are set together or not at all',
    );
  }
  for (const group of TOGETHER) {
    const missing = group.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < group.length) {
      throw new Error(
        `Invalid environment configuration: ${group.join(', ')} are set together or not at all (missing: ${missing.join(', ')})`,
      );
    }
  }
  const s3Missing = S3_REQUIRED.filter((name) => !env[name]);
  if (s3Missing.length > 0 && s3Missing.length < S3_REQUIRED.length) {
    throw new Error(
      'Invalid environment configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set ' +
        `together or not at all (missing: ${s3Missing.join(', ')})`,
    );
  }
  const isDemo = env.DEMO_MODE ?? env.NODE_ENV !== 'production';
  // Demo mode publishes the demo admin's password (/api/config): on its own, only on this machine.
  if (isDemo && env.DEMO_MODE === undefined && env.PUBLIC_URL && !isLocalhost(new URL(env.PUBLIC_URL))) {
    throw new Error(
      "Invalid environment configuration: demo mode is on because NODE_ENV is not production, and it shows the demo admin's " +
        `e-mail and password to every visitor; PUBLIC_URL (${new URL(env.PUBLIC_URL).origin}) is not a localhost address. ` +
        'Set NODE_ENV=production for a real shop, or DEMO_MODE=true to run the demo there on purpose ' +
        '(DEMO_MODE=false turns it off).',
    );
  }
  if (env.NODE_ENV === 'production') {
    const missing = (['AUTH_SECRET', 'PUBLIC_URL'] as const).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(`Invalid environment configuration: ${missing.join(', ')} required in production`);
    }
    // Steadfast's API is asked once per parcel per look: a live shop keeps the half-hour.
    if (env.STEADFAST_CHECK_SECONDS !== undefined) {
      throw new Error('Invalid environment configuration: STEADFAST_CHECK_SECONDS is for tests, not production');
    }
    const hasStripe = env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET;
    if (!hasStripe && env.DEMO_MODE !== true) {
      throw new Error(
        'Invalid environment configuration: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET ' +
          'required in production (or DEMO_MODE=true to run the built-in test payment provider)',
      );
    }
  }
  return {
    ...env,
    DEMO_MODE: isDemo,
    DATA_DIR: path.resolve(env.DATA_DIR),
    WEB_DIST: path.resolve(env.WEB_DIST ?? path.join(apiRoot, '..', 'web', 'dist')),
  };
}
