import { parseArgs } from 'node:util';
import { startFakeRedx } from './index.js';

/** `npm run fake:redx -w @motoforge/tools -- --port 3105`: the fake RedX for `npm run dev`. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3105' },
    host: { type: 'string', default: '127.0.0.1' },
    'callback-url': {
      type: 'string',
      default: 'http://127.0.0.1:3000/api/webhooks/redx?token=fake-redx-webhook-token',
    },
  },
});

const fake = await startFakeRedx({ port: Number(values.port), host: values.host, callbackUrl: values['callback-url'] });

console.log(`Fake RedX at ${fake.baseUrl}. Start the shop with:
  REDX_BASE_URL=${fake.baseUrl} REDX_API_TOKEN=${fake.token} REDX_WEBHOOK_TOKEN=fake-redx-webhook-token
Move a parcel (its webhook goes to ${values['callback-url']}):
  curl -X POST ${fake.url}/__fake/parcels/{tracking_id}/status -H 'content-type: application/json' -d '{"status":"delivered"}'`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
