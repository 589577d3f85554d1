import http from 'node:http';
import { answerOutage, BadBodyError, listen, readFields, readJson, sendJson, type Fields } from '../lib/http.js';

/** BulkSMSBD's documented answer codes (bulksmsbd.com/bulksms-api-bangladesh.php) that the fake gives. */
export const BULKSMSBD_ERRORS = {
  1001: 'Invalid Number',
  1002: 'sender id not correct/sender id is disabled',
  1003: 'Please Required all fields/Contact Your System Administrator',
  1005: 'Internal Error',
  1006: 'Balance Validity Not Available',
  1007: 'Balance Insufficient',
  1011: 'User Id not found',
  1032: 'IP Not whitelisted',
} as const;
export type BulkSmsBdErrorCode = keyof typeof BULKSMSBD_ERRORS;

export type FakeSmsOptions = {
  /** 0 (the default): any free port. */
  port?: number;
  host?: string;
  apiKey?: string;
  senderId?: string;
  /** Called with every message the fake accepts (the CLI prints them, codes included). */
  onMessage?: (message: SmsMessage) => void;
};

/** One message the fake accepted, one per number of a request. */
export type SmsMessage = {
  messageId: number;
  /** As the shop sent it: 880 and the 10 digits, 8801712345678. */
  to: string;
  senderId: string;
  text: string;
  type: string;
  at: string;
};

export type FakeSms = Awaited<ReturnType<typeof startFakeSms>>;

/** The number form BulkSMSBD documents: 880, then a Bangladeshi mobile number without its 0. */
const NUMBER = /^8801[3-9]\d{8}$/;

const isErrorCode = (code: unknown): code is BulkSmsBdErrorCode => Object.hasOwn(BULKSMSBD_ERRORS, String(code));

/**
 * A local stand-in for BulkSMSBD's single-SMS HTTP API: `GET|POST /api/smsapi` with api_key,
 * senderid, number (comma-separated), message and type, answering JSON with response_code 202
 * when the message is submitted and a documented 10xx code when not. Nothing leaves the machine:
 * the messages are kept for tests to read.
 */
export async function startFakeSms(options: FakeSmsOptions = {}) {
  const apiKey = options.apiKey ?? 'fake-bulksmsbd-api-key';
  const senderId = options.senderId ?? '8809617000000';
  let messages: SmsMessage[] = [];
  let nextMessageId = 1;
  let isDown = false;
  let errorCode: BulkSmsBdErrorCode | null = null;

  const refusal = (code: BulkSmsBdErrorCode) => ({
    response_code: code,
    success_message: '',
    error_message: BULKSMSBD_ERRORS[code],
  });

  /** The API's answer to one request, and the messages it accepted. */
  const send = (fields: Fields) => {
    const { api_key: key, senderid, number, message } = fields;
    if (!key || !senderid || !number || !message) return refusal(1003);
    // eslint-disable-next-line security/detect-possible-timing-attacks -- a fake's test key guards nothing
    if (key !== apiKey) return refusal(1011);
    if (senderid !== senderId) return refusal(1002);
    const numbers = number.split(',').map((n) => n.trim());
    if (!numbers.every((n) => NUMBER.test(n))) return refusal(1001);
    if (errorCode) return refusal(errorCode);
    const at = new Date().toISOString();
    const messageId = nextMessageId++;
    for (const to of numbers) {
      const accepted = { messageId, to, senderId: senderid, text: message, type: fields.type ?? 'text', at };
      messages.push(accepted);
      options.onMessage?.(accepted);
    }
    return {
      response_code: 202,
      message_id: messageId,
      success_message: 'SMS Submitted Successfully',
      error_message: '',
    };
  };

  const setDown = (down: boolean) => {
    isDown = down;
  };
  const setErrorCode = (code: BulkSmsBdErrorCode | null) => {
    errorCode = code;
  };
  const reset = () => {
    messages = [];
    nextMessageId = 1;
    isDown = false;
    errorCode = null;
  };
  const messagesTo = (to?: string) => messages.filter((m) => to === undefined || m.to === to);

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof BadBodyError) return sendJson(response, 400, { error: error.message });
      sendJson(response, 500, { error: String(error) });
    });
  });

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /__fake/messages')
      return sendJson(response, 200, messagesTo(url.searchParams.get('to') ?? undefined));
    if (route === 'POST /__fake/control') {
      const body = await readJson(request);
      const patch = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const unknown = Object.keys(patch).find((key) => key !== 'down' && key !== 'errorCode');
      if (unknown)
        return sendJson(response, 400, { error: `Unknown control "${unknown}"; the controls are down, errorCode.` });
      if ('down' in patch && typeof patch.down !== 'boolean')
        return sendJson(response, 400, { error: '"down" is true or false.' });
      if ('errorCode' in patch && patch.errorCode !== null && !isErrorCode(patch.errorCode)) {
        return sendJson(response, 400, {
          error: `"errorCode" is null or one of ${Object.keys(BULKSMSBD_ERRORS).join(', ')}.`,
        });
      }
      if (typeof patch.down === 'boolean') setDown(patch.down);
      if ('errorCode' in patch) setErrorCode(patch.errorCode as BulkSmsBdErrorCode | null);
      return sendJson(response, 200, { down: isDown, errorCode });
    }
    if (route === 'POST /__fake/reset') {
      reset();
      return sendJson(response, 200, { down: isDown, errorCode });
    }
    if (isDown) return answerOutage(response, 'http-503');
    if (url.pathname === '/api/smsapi' && (request.method === 'GET' || request.method === 'POST')) {
      return sendJson(response, 200, send((await readFields(request, url)).all));
    }
    return sendJson(response, 404, { error: `The fake BulkSMSBD has no ${route}.` });
  }

  const running = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');

  return {
    /** The gateway's base URL; the API is at `${url}/api/smsapi`. */
    url: running.url,
    apiKey,
    senderId,
    /** The messages accepted so far, oldest first; only those to `to` (such as 8801712345678) when given. */
    messages: messagesTo,
    /** Down: every API request answers 503 (the /__fake endpoints still answer). */
    setDown,
    /** Every request answers this documented error code until it is set back to null. */
    setErrorCode,
    reset,
    close: running.close,
  };
}
