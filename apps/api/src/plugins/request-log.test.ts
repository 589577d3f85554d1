import { setTimeout as sleep } from 'node:timers/promises';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { lazyRequestLoggerFactory } from './lazy-request-logger.js';
import { RequestLog } from './request-log.js';

type Line = { level: number; msg: string; reqId?: string; [key: string]: unknown };
const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };

/** A stream that keeps what a logger writes, and the lines that are request lines. */
function captured() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const requestLines = () => lines.filter(({ msg }) => msg === 'request completed');
  return { lines, stream, requestLines };
}

/** Every app a test opened, closed after it. */
const opened: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

function appLoggingAt(level: keyof typeof LEVEL) {
  const log = captured();
  const app = Fastify({
    logger: { level, stream: log.stream },
    childLoggerFactory: lazyRequestLoggerFactory,
    logController: new RequestLog({ slowMs: 50 }),
  });
  app.get('/part', async (request) => ({ id: request.id }));
  app.post('/order', async (request, reply) => reply.code(201).send({ id: request.id }));
  app.get('/slow', async () => {
    await sleep(80);
    return { done: true };
  });
  app.get('/broken', async () => {
    throw new Error('the database went away');
  });
  opened.push(app);
  return { app, ...log };
}

describe('the request log', () => {
  it('writes nothing for a read that went well, at the default level', async () => {
    const { app, lines } = appLoggingAt('info');
    expect((await app.inject({ method: 'GET', url: '/part' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('writes one line for a write, with its request id, method, path, status and time', async () => {
    const { app, requestLines } = appLoggingAt('info');
    const response = await app.inject({ method: 'POST', url: '/order' });

    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: LEVEL.info,
        reqId: response.json<{ id: string }>().id,
        method: 'POST',
        url: '/order',
        statusCode: 201,
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('writes a refused request at info, without its query string', async () => {
    const { app, lines, requestLines } = appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/nothing-here?user=rahim@example.com' });

    expect(requestLines()).toEqual([
      expect.objectContaining({ level: LEVEL.info, method: 'GET', url: '/nothing-here', statusCode: 404 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('rahim@example.com');
  });

  it('writes a failure at error and a slow read at warn', async () => {
    const { app, requestLines } = appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/broken' });
    await app.inject({ method: 'GET', url: '/slow' });

    expect(requestLines()).toEqual([
      expect.objectContaining({ level: LEVEL.error, url: '/broken', statusCode: 500 }),
      expect.objectContaining({ level: LEVEL.warn, url: '/slow', statusCode: 200 }),
    ]);
    expect(requestLines()[1]?.responseTime).toBeGreaterThanOrEqual(50);
  });

  it('writes every request at debug', async () => {
    const { app, requestLines } = appLoggingAt('debug');
    const response = await app.inject({ method: 'GET', url: '/part' });

    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: LEVEL.debug,
        reqId: response.json<{ id: string }>().id,
        url: '/part',
        statusCode: 200,
      }),
    ]);
  });

  it("is the shop's request log: catalogue reads write nothing, refusals one line each", async () => {
    const log = captured();
    const t = await createTestApp('pglite', { logger: { level: 'info', stream: log.stream } });
    opened.push(t);
    log.lines.length = 0;

    for (const url of ['/api/part', '/api/review', '/api/config']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(log.lines).toEqual([]);

    await t.app.inject({ method: 'GET', url: '/api/purchase/no-such-part' });
    await t.app.inject({ method: 'POST', url: '/api/booking', payload: {} });
    expect(log.requestLines().map(({ method, url, statusCode }) => ({ method, url, statusCode }))).toEqual([
      { method: 'GET', url: '/api/purchase/no-such-part', statusCode: 404 },
      { method: 'POST', url: '/api/booking', statusCode: 401 },
    ]);
    // Fastify's own two lines per request are off.
    expect(log.lines.map(({ msg }) => msg)).not.toContain('incoming request');
  });
});
