import { parseArgs } from 'node:util';
import { startFakePathao } from './index.js';

/** `npm run fake:pathao -w @motoforge/tools -- --port 3104`: the fake Pathao for `npm run dev`. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3104' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string', default: 'http://127.0.0.1:3000/api/webhooks/pathao' },
  },
});

const fake = await startFakePathao({ port: Number(values.port), host: values.host, webhookUrl: values['webhook-url'] });

console.log(`Fake Pathao at ${fake.baseUrl}. Start the shop with:
  PATHAO_BASE_URL=${fake.baseUrl} PATHAO_CLIENT_ID=${fake.clientId} PATHAO_CLIENT_SECRET=${fake.clientSecret} \\
  PATHAO_USERNAME=${fake.username} PATHAO_PASSWORD=${fake.password} PATHAO_STORE_ID=${fake.storeId} \\
  PATHAO_WEBHOOK_SECRET=${fake.webhookSecret} PATHAO_WEBHOOK_INTEGRATION_SECRET=${fake.integrationSecret}
Move an order (its webhook goes to ${values['webhook-url']}):
  curl -X POST ${fake.baseUrl}/__fake/orders/{consignment_id}/status -H 'content-type: application/json' -d '{"status":"Delivered"}'`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
