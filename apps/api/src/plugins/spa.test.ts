import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('serving the built SPA', () => {
  let t: TestApp;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-web-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>MotoForge</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'home-abc123.js'), 'export {};');
    // A build with source maps beside its chunks (bench/page-weight.mjs reads them from disk).
    fs.writeFileSync(
      path.join(webDist, 'assets', 'home-abc123.js.map'),
      JSON.stringify({ version: 3, sources: ['../../src/main.tsx'], sourcesContent: ['secret();'], mappings: '' }),
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'home-abc123.js.map.gz'), 'gzip of the map');
    fs.mkdirSync(path.join(webDist, 'images', 'parts'), { recursive: true });
    fs.writeFileSync(
      path.join(webDist, 'images', 'parts', 'sprocket.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    t = await createTestApp('pglite', { seed: false, env: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  it.each(['/', '/allproducts', '/dashboard/order', '/purchase/123?x=1'])('answers index.html for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.body).toContain('<title>MotoForge</title>');
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/home-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("keeps the shop's artwork a day, then uses it while checking it in the background", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/images/parts/sprocket.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('has the browser check any other file of the build on every use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it.each(['/assets/home-abc123.js.map', '/assets/HOME-abc123.js.MAP', '/assets/home-abc123.js.map.gz'])(
    'never serves a source map of the build: %s answers 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret();');
    },
  );

  it('answers 404, not index.html, for a file that is not in the build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/home-old999.js' });
    expect(response.statusCode).toBe(404);
  });
});
