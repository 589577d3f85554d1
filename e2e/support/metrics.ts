import { expect, type APIRequestContext } from '@playwright/test';

/** The end-to-end server's METRICS_TOKEN (playwright.config.ts), for reading its /metrics. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789-abcdefghijkl';

/** The value of one sample of the server's /metrics, by its name and labels, or undefined. */
export async function metricValue(
  request: APIRequestContext,
  name: string,
  labels: Record<string, string>,
): Promise<number | undefined> {
  const response = await request.get('/metrics', { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
  expect(response.ok(), `/metrics answered ${response.status()}`).toBe(true);
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)\{([^}]*)\} (\S+)$/.exec(line);
    if (match?.[1] === name && wanted.every((label) => match[2]!.split(',').includes(label))) return Number(match[3]);
  }
  return undefined;
}
