/** Sends one SMS; `sent` or `failed` with why. Never throws: a lost SMS must not undo an order. */
export type SmsTransport = {
  send: (to: string, text: string) => Promise<{ status: 'sent' } | { status: 'failed'; error: string }>;
};

export type BulkSmsBdSettings = { baseUrl: string; apiKey: string; senderId: string; timeoutMs?: number };

/**
 * BulkSMSBD's single-SMS HTTP API (https://bulksmsbd.com/bulksms-api-bangladesh.php): POST
 * /api/smsapi with api_key, type, number (880…, without the +), senderid and message; JSON with
 * response_code 202 when submitted, a 10xx code and error_message when not.
 */
export function bulkSmsBdTransport({ baseUrl, apiKey, senderId, timeoutMs = 10_000 }: BulkSmsBdSettings): SmsTransport {
  return {
    async send(to, text) {
      try {
        const response = await fetch(new URL('/api/smsapi', baseUrl), {
          method: 'POST',
          body: new URLSearchParams({
            api_key: apiKey,
            type: 'text',
            number: to.replace(/^\+/, ''),
            senderid: senderId,
            message: text,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { status: 'failed', error: `HTTP ${response.status}` };
        const answer = (await response.json()) as { response_code?: number; error_message?: string };
        return answer.response_code === 202
          ? { status: 'sent' }
          : { status: 'failed', error: `${answer.response_code ?? '?'} ${answer.error_message ?? ''}`.trim() };
      } catch (error) {
        return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** BulkSMSBD when SMS_API_KEY and SMS_SENDER_ID are set; otherwise none (the outbox only). */
export const smsTransportFor = (env: { SMS_API_KEY?: string; SMS_SENDER_ID?: string; SMS_BASE_URL: string }) =>
  env.SMS_API_KEY && env.SMS_SENDER_ID
    ? bulkSmsBdTransport({ baseUrl: env.SMS_BASE_URL, apiKey: env.SMS_API_KEY, senderId: env.SMS_SENDER_ID })
    : null;
