import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;

type LevelAware = { isLevelEnabled(level: string): boolean };

/** pino's loggers can; Fastify's stand-in when logging is off cannot (and writes nothing anyway). */
const canTellLevels = (logger: FastifyBaseLogger): logger is FastifyBaseLogger & LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';

/**
 * A request's logger that makes its pino child, bound to the request id, only when the request
 * writes a line at an enabled level. Fastify makes a child for every request, and making one
 * serialises its bindings: on a cached catalogue read that was a few percent of the whole request,
 * for a logger that, at the default level, nearly no request writes to.
 */
class LazyRequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #logger() {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #write(level: Level, args: unknown[]) {
    if (!this.isLevelEnabled(level)) return;
    (this.#logger()[level] as (...line: unknown[]) => void)(...args);
  }

  /** pino's own question, so a caller can skip building a line nobody will read. */
  isLevelEnabled(level: string) {
    // Read at every call, so a level changed on the server's logger applies at once.
    const logger = this.#child ?? this.#parent;
    return !canTellLevels(logger) || logger.isLevelEnabled(level);
  }

  get level() {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: Parameters<FastifyBaseLogger['child']>[1]) {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: routes with their own level or serialisers get a child at once. */
export const lazyRequestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
};
