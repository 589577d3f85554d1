import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon's own histogram helpers (hdr-histogram-js), for a percentile it does not report.
const { decodeHist } = createRequire(import.meta.url)('autocannon/lib/histUtil.js');

/**
 * One server's measured load, as slices that merge into one result (autocannon.aggregateResult):
 * requests/s over all of them, latency percentiles over every request of them.
 */
function merged(options, slices) {
  const result = autocannon.aggregateResult(slices, options);
  const seconds = slices.reduce((total, slice) => total + slice.duration, 0);
  const completed = slices.reduce((total, slice) => total + slice.totalCompletedRequests, 0);
  return {
    requestsPerSecond: completed / seconds,
    p50: result.latency.p50,
    p95: percentile95(slices),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    /** Requests a second in each slice, in the order they were taken. */
    sliceRates: slices.map((slice) => slice.totalCompletedRequests / slice.duration),
    breakdown: `status codes ${JSON.stringify(result.statusCodeStats)}, ${result.timeouts} timeouts, ${result.errors - result.timeouts} other connection errors`,
  };
}

/**
 * The 95th percentile of every request of the slices, in ms: autocannon reports p90 and p97.5,
 * not p95, so it is read from the slices' own latency histograms, merged.
 */
function percentile95(slices) {
  const [first, ...rest] = slices.map((slice) => decodeHist(slice.latencies));
  for (const other of rest) first.add(other);
  return first.getValueAtPercentile(95);
}

/**
 * Measures servers side by side: each is warmed up, then each gets `slices` × `sliceSeconds` of
 * load in slices taken in turn (A B C, B C A, …), so all of them see the same minutes of a shared
 * machine. `loads`: { options, beforeMeasuring?, duringSlice? } per server, where
 * `beforeMeasuring` sees the server's warm-up and `duringSlice` runs beside each of its slices
 * (and is stopped by the function it returns); `round` rotates who goes first. Resolves to one
 * merged result per server.
 */
export async function measureSideBySide(loads, { connections, warmupSeconds, slices, sliceSeconds, round = 0 }) {
  const withLoad = loads.map((load) => ({ ...load, options: { connections, ...load.options } }));
  for (const { options, beforeMeasuring, duringSlice } of withLoad) {
    const stop = duringSlice?.();
    const warmup = await autocannon({ ...options, duration: warmupSeconds });
    await stop?.();
    if (beforeMeasuring) await beforeMeasuring(warmup);
  }
  const results = withLoad.map(() => []);
  for (let slice = 0; slice < slices; slice++) {
    for (let turn = 0; turn < withLoad.length; turn++) {
      const index = (round + slice + turn) % withLoad.length;
      const stop = withLoad[index].duringSlice?.();
      results[index].push(
        await autocannon({ ...withLoad[index].options, duration: sliceSeconds, skipAggregateResult: true }),
      );
      await stop?.();
    }
  }
  return withLoad.map(({ options }, index) => merged(options, results[index]));
}
