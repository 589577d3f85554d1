import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSms, type FakeSms } from './index.js';

let fake: FakeSms;

beforeAll(async () => {
  fake = await startFakeSms();
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const message = (overrides: Record<string, string> = {}) => ({
  api_key: fake.apiKey,
  type: 'text',
  number: '8801712345678',
  senderid: fake.senderId,
  message: 'MotoForge: your code is 482913. It expires in 10 minutes.',
  ...overrides,
});

/** Sends as BulkSMSBD's documentation shows: GET with the fields in the URL, or POST them as a form. */
const send = async (fields: Record<string, string>, method: 'GET' | 'POST' = 'POST') => {
  const query = method === 'GET' ? `?${new URLSearchParams(fields)}` : '';
  const answer = await fetch(`${fake.url}/api/smsapi${query}`, {
    method,
    ...(method === 'POST' ? { body: new URLSearchParams(fields) } : {}),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

describe('the fake BulkSMSBD', () => {
  it('submits a message sent by POST or GET with response_code 202 and keeps it', async () => {
    const posted = await send(message());
    expect(posted).toEqual({
      status: 200,
      body: { response_code: 202, message_id: 1, success_message: 'SMS Submitted Successfully', error_message: '' },
    });
    const got = await send(message({ message: 'আপনার কোড 482913', number: '8801912345678' }), 'GET');
    expect(got.body).toMatchObject({ response_code: 202, message_id: 2 });
    expect(fake.messages()).toMatchObject([
      { messageId: 1, to: '8801712345678', text: 'MotoForge: your code is 482913. It expires in 10 minutes.' },
      { messageId: 2, to: '8801912345678', text: 'আপনার কোড 482913', senderId: fake.senderId, type: 'text' },
    ]);
    expect(fake.messages('8801912345678')).toHaveLength(1);
  });

  it('keeps one message per number of a comma-separated list', async () => {
    await send(message({ number: '8801712345678,8801812345678' }));
    expect(fake.messages().map((m) => m.to)).toEqual(['8801712345678', '8801812345678']);
  });

  it.each([
    ['a missing field', { message: '' }, 1003, 'Please Required all fields/Contact Your System Administrator'],
    ['an unknown API key', { api_key: 'stolen' }, 1011, 'User Id not found'],
    ['another sender id', { senderid: '8809617999999' }, 1002, 'sender id not correct/sender id is disabled'],
    ['a number with a plus', { number: '+8801712345678' }, 1001, 'Invalid Number'],
    ['a number without 880', { number: '01712345678' }, 1001, 'Invalid Number'],
    ['a landline', { number: '88029876543' }, 1001, 'Invalid Number'],
  ])('refuses %s with its documented code', async (_, overrides, code, reason) => {
    const answer = await send(message(overrides));
    expect(answer).toEqual({
      status: 200,
      body: { response_code: code, success_message: '', error_message: reason },
    });
    expect(fake.messages()).toEqual([]);
  });

  it('answers the error code it is set to, and 503 while down', async () => {
    fake.setErrorCode(1007);
    expect((await send(message())).body).toMatchObject({ response_code: 1007, error_message: 'Balance Insufficient' });
    fake.setErrorCode(null);
    fake.setDown(true);
    const down = await fetch(`${fake.url}/api/smsapi`, { method: 'POST', body: new URLSearchParams(message()) });
    expect(down.status).toBe(503);
    fake.setDown(false);
    expect((await send(message())).body).toMatchObject({ response_code: 202 });
    expect(fake.messages()).toHaveLength(1);
  });

  it('has HTTP control endpoints for end-to-end tests', async () => {
    const control = (body: unknown) =>
      fetch(`${fake.url}/__fake/control`, { method: 'POST', body: JSON.stringify(body) });
    expect(await (await control({ down: true })).json()).toEqual({ down: true, errorCode: null });
    expect((await fetch(`${fake.url}/api/smsapi?${new URLSearchParams(message())}`)).status).toBe(503);
    expect(await (await control({ down: false, errorCode: 1032 })).json()).toEqual({ down: false, errorCode: 1032 });
    expect((await send(message())).body).toMatchObject({ response_code: 1032 });
    expect((await control({ errorCode: 999 })).status).toBe(400);
    expect((await control({ loud: true })).status).toBe(400);
    await control({ errorCode: null });
    await send(message({ number: '8801512345678' }));
    const listed = await (await fetch(`${fake.url}/__fake/messages?to=8801512345678`)).json();
    expect(listed).toMatchObject([{ to: '8801512345678', text: message().message }]);
    await fetch(`${fake.url}/__fake/reset`, { method: 'POST' });
    expect(fake.messages()).toEqual([]);
  });
});
