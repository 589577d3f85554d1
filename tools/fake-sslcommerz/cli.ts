import { parseArgs } from 'node:util';
import { startFakeSslcommerz } from './index.js';

/** `npm run fake:sslcommerz -w @motoforge/tools -- --port 3101`: the fake gateway for `npm run dev`. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3101' },
    host: { type: 'string', default: '127.0.0.1' },
    'store-id': { type: 'string' },
    'store-password': { type: 'string' },
  },
});

const fake = await startFakeSslcommerz({
  port: Number(values.port),
  host: values.host,
  storeId: values['store-id'],
  storePassword: values['store-password'],
  onRequest: (request) => console.log(`${request.at} ${request.method} ${request.path}`),
});

console.log(`Fake SSLCommerz at ${fake.url}. Start the shop with:
  SSLCOMMERZ_STORE_ID=${fake.storeId} SSLCOMMERZ_STORE_PASSWORD='${fake.storePassword}' SSLCOMMERZ_BASE_URL=${fake.url}
Controls: POST ${fake.url}/__fake/control, e.g. {"nextPaymentRisky": true}; GET ${fake.url}/__fake/sessions`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
