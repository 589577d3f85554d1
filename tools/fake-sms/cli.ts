import { parseArgs } from 'node:util';
import { startFakeSms } from './index.js';

/** `npm run fake:sms -w @motoforge/tools -- --port 3102`: the fake BulkSMSBD for `npm run dev`. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3102' },
    host: { type: 'string', default: '127.0.0.1' },
    'api-key': { type: 'string' },
    'sender-id': { type: 'string' },
  },
});

const fake = await startFakeSms({
  port: Number(values.port),
  host: values.host,
  apiKey: values['api-key'],
  senderId: values['sender-id'],
  onMessage: (message) => console.log(`${message.at} SMS to ${message.to}: ${message.text}`),
});

console.log(`Fake BulkSMSBD at ${fake.url}/api/smsapi (api_key ${fake.apiKey}, senderid ${fake.senderId}).
Messages: GET ${fake.url}/__fake/messages`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
