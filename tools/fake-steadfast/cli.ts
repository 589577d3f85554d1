import { parseArgs } from 'node:util';
import { startFakeSteadfast } from './index.js';

/** `npm run fake:steadfast -w @motoforge/tools -- --port 3103`: the fake courier for `npm run dev`. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3103' },
    host: { type: 'string', default: '127.0.0.1' },
    'api-key': { type: 'string' },
    'secret-key': { type: 'string' },
  },
});

const fake = await startFakeSteadfast({
  port: Number(values.port),
  host: values.host,
  apiKey: values['api-key'],
  secretKey: values['secret-key'],
  onConsignment: (c) =>
    console.log(`${c.updatedAt} consignment ${c.consignmentId} (${c.trackingCode}) ${c.invoice}: ${c.status}`),
});

console.log(`Fake Steadfast at ${fake.baseUrl}. Start the shop with:
  STEADFAST_API_KEY=${fake.apiKey} STEADFAST_SECRET_KEY=${fake.secretKey} STEADFAST_BASE_URL=${fake.baseUrl}
Move a parcel: curl -X POST ${fake.url}/__fake/consignments/{id}/status -H 'content-type: application/json' -d '{"status":"delivered"}'
Consignments: GET ${fake.url}/__fake/consignments`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
