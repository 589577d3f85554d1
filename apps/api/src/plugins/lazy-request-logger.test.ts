import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRequestLoggerFactory } from './lazy-request-logger.js';

type Line = { level: number; msg: string; reqId?: string; [key: string]: unknown };
const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };

function appLoggingAt(level: keyof typeof LEVEL) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyRequestLoggerFactory });
  app.get('/quiet', async (request) => ({ id: request.id }));
  app.get('/noisy', async (request) => {
    request.log.info('an info line');
    request.log.error({ part: 'brake disc' }, 'an error line');
    request.log.child({ step: 'stock' }).warn('a line from a child');
    return { id: request.id };
  });
  app.get('/levels', async (request) => {
    const log = request.log as typeof request.log & { isLevelEnabled(level: string): boolean };
    return { debug: log.isLevelEnabled('debug'), warn: log.isLevelEnabled('warn') };
  });
  app.get('/debugged', { logLevel: 'debug' }, async (request) => {
    request.log.debug('a debug line');
    return { id: request.id };
  });
  return { app, lines };
}

describe('request loggers', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    vi.restoreAllMocks();
  });

  it("write the request's lines at enabled levels, each with its request id", async () => {
    const { app, lines } = appLoggingAt('warn');
    close = () => app.close();
    const { id } = (await app.inject({ method: 'GET', url: '/noisy' })).json<{ id: string }>();

    expect(lines.map(({ msg, level, reqId }) => ({ msg, level, reqId }))).toEqual([
      { msg: 'an error line', level: LEVEL.error, reqId: id },
      { msg: 'a line from a child', level: LEVEL.warn, reqId: id },
    ]);
    expect(lines[0]).toMatchObject({ part: 'brake disc' });
    expect(lines[1]).toMatchObject({ step: 'stock' });
  });

  it("keep Fastify's own request lines when the level is info, and a route's own level", async () => {
    const { app, lines } = appLoggingAt('info');
    close = () => app.close();
    const { id } = (await app.inject({ method: 'GET', url: '/quiet' })).json<{ id: string }>();
    expect(lines.map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
      { msg: 'incoming request', reqId: id },
      { msg: 'request completed', reqId: id },
    ]);

    lines.length = 0;
    app.log.level = 'warn';
    const debugged = (await app.inject({ method: 'GET', url: '/debugged' })).json<{ id: string }>();
    expect(lines.map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
      { msg: 'incoming request', reqId: debugged.id },
      { msg: 'a debug line', reqId: debugged.id },
      { msg: 'request completed', reqId: debugged.id },
    ]);
  });

  it("say which levels the server's logger writes, so a caller can skip a line nobody reads", async () => {
    const { app } = appLoggingAt('warn');
    close = () => app.close();
    expect((await app.inject({ method: 'GET', url: '/levels' })).json()).toEqual({ debug: false, warn: true });
    app.log.level = 'debug';
    expect((await app.inject({ method: 'GET', url: '/levels' })).json()).toEqual({ debug: true, warn: true });
  });

  it('make no pino child for a request that writes nothing, and one for a request that writes', async () => {
    const { app } = appLoggingAt('warn');
    close = () => app.close();
    await app.ready();
    const makeChild = vi.spyOn(app.log, 'child');

    await app.inject({ method: 'GET', url: '/quiet' });
    expect(makeChild).not.toHaveBeenCalled();

    await app.inject({ method: 'GET', url: '/noisy' });
    const requestChildren = makeChild.mock.calls.filter(([bindings]) => 'reqId' in bindings);
    expect(requestChildren).toHaveLength(1);
  });
});
