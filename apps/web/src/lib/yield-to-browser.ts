/**
 * Lets the browser run what waits (input, paint, other tasks) before the caller goes on: what comes
 * after runs in a task of its own. A page's start is cut so into tasks that each hold the main
 * thread for less time (Total Blocking Time, docs/performance.md).
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
