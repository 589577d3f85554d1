/**
 * Runs one step of the server's start and says what it is doing: a first start on a slow machine
 * creates, migrates and seeds the database for up to a minute, and a start that prints nothing for
 * that long looks hung.
 */
export type StepRunner = <T>(what: string, run: () => Promise<T>, note?: string) => Promise<T>;

/** For callers that start nothing a person waits on (tests). */
export const runSilently: StepRunner = (_what, run) => run();

/** How often a step that is still running says so. */
export const STILL_WORKING_EVERY_MS = 10_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Each step says it has begun (with `note`, e.g. how long it may take), that it is still working every `stillWorkingEveryMs` while the
 * process is free to say so (PGlite's own work holds the whole process, so the line before such a
 * step says how long it may take), and how long it took.
 */
export function createStepRunner(
  log: { info: (message: string) => void },
  stillWorkingEveryMs = STILL_WORKING_EVERY_MS,
): StepRunner {
  return async (what, run, note) => {
    const startedAt = performance.now();
    log.info(note ? `${what} (${note})…` : `${what}…`);
    const stillWorking = setInterval(
      () => log.info(`${what}: still working (${seconds(performance.now() - startedAt)} so far)…`),
      stillWorkingEveryMs,
    );
    stillWorking.unref();
    try {
      const result = await run();
      log.info(`${what}: done in ${seconds(performance.now() - startedAt)}`);
      return result;
    } finally {
      clearInterval(stillWorking);
    }
  };
}
