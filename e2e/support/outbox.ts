import { expect, type APIRequestContext } from '@playwright/test';
import { adminApiHeaders } from './admin';

/** The shop's own path of the link in the newest e-mail of `purpose` sent to `email` (read in the outbox). */
export async function linkMailedTo(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  words: string,
): Promise<string> {
  const headers = await adminApiHeaders(request, baseURL);
  let link: string | undefined;
  await expect(async () => {
    const response = await request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, { headers });
    const { items } = (await response.json()) as { items: { channel: string; text: string }[] };
    const mail = items.find((item) => item.channel === 'email' && item.text.includes(words));
    expect(mail, `an e-mail to ${email} saying "${words}"`).toBeDefined();
    const url = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    link = `${url.pathname}${url.search}`;
  }).toPass();
  return link!;
}
