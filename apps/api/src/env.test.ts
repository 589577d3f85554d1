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

  describe('demo mode, which publishes the demo admin password at /api/config', () => {
    it.each([
      'https://shop.example',
      'http://10.0.0.5:3000',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
      'http://[::2]:3000',
      'http://0.0.0.0:3000',
    ])('refuses to start by default with PUBLIC_URL=%s, naming the variables to set', (publicUrl) => {
      for (const nodeEnv of [undefined, 'development', 'test']) {
        const start = () => loadEnv({ PUBLIC_URL: publicUrl, ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) });
        expect(start).toThrow(
          `Invalid environment configuration: demo mode is on because NODE_ENV is not production, and it ` +
            `shows the demo admin's e-mail and password to every visitor; PUBLIC_URL (${new URL(publicUrl).origin}) ` +
            'is not a localhost address. Set NODE_ENV=production for a real shop, or DEMO_MODE=true to run ' +
            'the demo there on purpose (DEMO_MODE=false turns it off).',
        );
      }
    });

    it.each([
      'http://localhost:3000',
      'http://LOCALHOST',
      'http://127.0.0.1:3210',
      'http://127.8.9.10/',
      'http://[::1]:3000',
    ])('runs the demo on its own at a localhost address: %s', (publicUrl) => {
      expect(loadEnv({ PUBLIC_URL: publicUrl }).DEMO_MODE).toBe(true);
    });

    it('runs where it was asked for on purpose, and not at all when turned off', () => {
      expect(loadEnv({ PUBLIC_URL: 'https://demo.shop.example', DEMO_MODE: 'true' }).DEMO_MODE).toBe(true);
      expect(loadEnv({ PUBLIC_URL: 'https://shop.example', DEMO_MODE: 'false' }).DEMO_MODE).toBe(false);
    });
  });

  it('hands parcels to Steadfast only with both of its keys, at its live address unless told otherwise', () => {
    expect(loadEnv({})).toMatchObject({ STEADFAST_BASE_URL: 'https://portal.packzy.com/api/v1' });
    expect(loadEnv({}).STEADFAST_API_KEY).toBeUndefined();
    const keys = { STEADFAST_API_KEY: 'api-key', STEADFAST_SECRET_KEY: 'secret-key' };
    expect(loadEnv({ ...keys, STEADFAST_BASE_URL: 'http://127.0.0.1:3103/api/v1' })).toMatchObject({
      ...keys,
      STEADFAST_BASE_URL: 'http://127.0.0.1:3103/api/v1',
    });
    expect(() => loadEnv({ STEADFAST_API_KEY: 'api-key' })).toThrow(/STEADFAST_API_KEY and STEADFAST_SECRET_KEY/);
    expect(() => loadEnv({ STEADFAST_SECRET_KEY: 'secret-key' })).toThrow(/set together or not at all/);
    expect(() => loadEnv({ STEADFAST_BASE_URL: 'ftp://portal.packzy.com' })).toThrow(/STEADFAST_BASE_URL/);
  });

  it('hands parcels to Pathao only with all five of its settings, and to RedX with its token', () => {
    expect(loadEnv({})).toMatchObject({
      PATHAO_BASE_URL: 'https://api-hermes.pathao.com',
      REDX_BASE_URL: 'https://openapi.redx.com.bd/v1.0.0-beta',
    });
    const pathao = {
      PATHAO_CLIENT_ID: 'client-id',
      PATHAO_CLIENT_SECRET: 'client-secret',
      PATHAO_USERNAME: 'merchant@example.com',
      PATHAO_PASSWORD: 'password',
      PATHAO_STORE_ID: '148001',
    };
    expect(loadEnv(pathao)).toMatchObject({ ...pathao, PATHAO_STORE_ID: 148001 });
    const { PATHAO_STORE_ID: _storeId, ...withoutStore } = pathao;
    expect(() => loadEnv(withoutStore)).toThrow(/set together or not at all \(missing: PATHAO_STORE_ID\)/);
    expect(() => loadEnv({ ...pathao, PATHAO_WEBHOOK_SECRET: 'a-secret-of-16-characters' })).toThrow(
      /missing: PATHAO_WEBHOOK_INTEGRATION_SECRET/,
    );
    expect(() => loadEnv({ REDX_WEBHOOK_TOKEN: 'short' })).toThrow(/REDX_WEBHOOK_TOKEN/);
    expect(loadEnv({ REDX_API_TOKEN: 'token' }).REDX_API_TOKEN).toBe('token');
  });

  it('looks at a Steadfast parcel sooner only in a test that asks, never in production', () => {
    expect(loadEnv({}).STEADFAST_CHECK_SECONDS).toBeUndefined();
    expect(loadEnv({ NODE_ENV: 'test', STEADFAST_CHECK_SECONDS: '2' }).STEADFAST_CHECK_SECONDS).toBe(2);
    expect(() => loadEnv({ STEADFAST_CHECK_SECONDS: '0' })).toThrow(/STEADFAST_CHECK_SECONDS/);
    expect(() => loadEnv({ STEADFAST_CHECK_SECONDS: 'soon' })).toThrow(/STEADFAST_CHECK_SECONDS/);
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://shop.example',
      DEMO_MODE: 'true',
    };
    expect(loadEnv(production).STEADFAST_CHECK_SECONDS).toBeUndefined();
    expect(() => loadEnv({ ...production, STEADFAST_CHECK_SECONDS: '2' })).toThrow(
      /STEADFAST_CHECK_SECONDS is for tests, not production/,
    );
  });

  it('sends e-mail only through an SMTP URL, from the shop unless told otherwise', () => {
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
    expect(loadEnv({}).SMTP_FROM).toBe('MotoForge <no-reply@motoforge.com>');
    expect(
      loadEnv({ SMTP_URL: 'smtps://shop:secret@smtp.example.com:465', SMTP_FROM: 'Shop <shop@example.com>' }),
    ).toMatchObject({ SMTP_URL: 'smtps://shop:secret@smtp.example.com:465', SMTP_FROM: 'Shop <shop@example.com>' });
    expect(() => loadEnv({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL/);
  });

  it("shares limits through a Redis URL only, under the shop's own key prefix unless told otherwise", () => {
    expect(loadEnv({}).REDIS_URL).toBeUndefined();
    expect(loadEnv({}).REDIS_KEY_PREFIX).toBe('motoforge:');
    expect(loadEnv({ REDIS_URL: 'rediss://:secret@redis.example.com:6380/2' }).REDIS_URL).toBe(
      'rediss://:secret@redis.example.com:6380/2',
    );
    expect(() => loadEnv({ REDIS_URL: 'http://redis.example.com' })).toThrow(/REDIS_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
