/**
 * The fake Steadfast Courier this run's shop hands parcels to (tools/fake-steadfast, started by
 * playwright.config.ts): E2E_PORT + 3, after the local Google (+ 1) and SSLCommerz (+ 2).
 */
export const STEADFAST_PORT = Number(process.env.E2E_PORT ?? 3210) + 3;
export const STEADFAST_ORIGIN = `http://127.0.0.1:${STEADFAST_PORT}`;
/** The merchant's keys, as the shop is configured with them. */
export const STEADFAST_KEYS = { apiKey: 'motoforge-e2e-api-key', secretKey: 'motoforge-e2e-secret-key' } as const;
