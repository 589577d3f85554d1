import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('loadEnv', () => {
  it('runs with no configuration at all: embedded database, demo mode, port 3000', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DEMO_MODE: true, DATA_DIR: path.resolve('data') });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('requires the secrets of production and turns demo mode off there', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET, PUBLIC_URL required in production/);
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://shop.example' };
    expect(() => loadEnv(production)).toThrow(/STRIPE_SECRET_KEY.*required in production/);
    const env = loadEnv({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(env.DEMO_MODE).toBe(false);
    expect(loadEnv({ ...production, DEMO_MODE: 'true' }).DEMO_MODE).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
