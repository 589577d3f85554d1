import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request that takes this long is worth a warning, whatever it was. */
export const SLOW_REQUEST_MS = 1000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type LevelAware = { isLevelEnabled(level: string): boolean };

/** pino and the lazy request logger can tell; a logger that cannot is asked to write. */
const canWriteDebug = (logger: object) =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled !== 'function' ||
  (logger as LevelAware).isLevelEnabled('debug');

/**
 * Fastify's `logController`: one line per request, when it finishes, in place of Fastify's two
 * (`incoming request` and `request completed`), at a level that says how much it matters:
 *
 * - `error`: the server failed (5xx; the error itself was logged with its stack by `errors.ts`),
 *   or the answer could not be written;
 * - `warn`: slower than SLOW_REQUEST_MS;
 * - `info`: it could have changed something (every method but GET, HEAD and OPTIONS) or was
 *   refused (4xx): orders, payments, sign-ins, admin work, bad input;
 * - `debug`: a read that went well: catalogue calls, pages, images and scripts.
 *
 * At the default level (`info`) the catalogue reads, by far the most frequent requests, write
 * nothing: Fastify's two lines per read cost 40% of the shop's cached-read throughput
 * (docs/performance.md). The line names the path without its query string, which can hold an
 * e-mail address (the admin's order filter) or an OAuth code.
 */
export class RequestLog extends LogController {
  readonly #slowMs: number;

  constructor({ slowMs = SLOW_REQUEST_MS }: { slowMs?: number } = {}) {
    super();
    this.#slowMs = slowMs;
  }

  override incomingRequest() {}

  /** The request's own line says it (404, at info), without the query string this one keeps. */
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const { statusCode, elapsedTime } = reply;
    const level =
      error || statusCode >= 500
        ? 'error'
        : elapsedTime >= this.#slowMs
          ? 'warn'
          : statusCode >= 400 || !READS.has(request.method)
            ? 'info'
            : 'debug';
    // Most requests are good reads: at the default level their line is not built at all.
    if (level === 'debug' && !canWriteDebug(request.log)) return;
    const query = request.url.indexOf('?');
    request.log[level](
      {
        method: request.method,
        url: query === -1 ? request.url : request.url.slice(0, query),
        statusCode,
        responseTime: Math.round(elapsedTime * 10) / 10,
        ...(error ? { err: error } : {}),
      },
      'request completed',
    );
  }
}
