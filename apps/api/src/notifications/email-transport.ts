import nodemailer from 'nodemailer';

export type Email = { to: string; subject: string; text: string; html?: string };

/** Sends one e-mail; `sent` or `failed` with why. Never throws, like the SMS transport. */
export type EmailTransport = {
  send: (email: Email) => Promise<{ status: 'sent' } | { status: 'failed'; error: string }>;
};

/** nodemailer over SMTP (docs/design.md#order-lifecycle): `url` is nodemailer's connection URL, `from` the sender. */
export function smtpTransport({ url, from, timeoutMs = 10_000 }: { url: string; from: string; timeoutMs?: number }) {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(email) {
      try {
        await transporter.sendMail({ from, ...email });
        return { status: 'sent' };
      } catch (error) {
        return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
      }
    },
  } satisfies EmailTransport;
}

/** SMTP when SMTP_URL is set; otherwise none (the outbox only). */
export const emailTransportFor = (env: { SMTP_URL?: string; SMTP_FROM: string }): EmailTransport | null =>
  env.SMTP_URL ? smtpTransport({ url: env.SMTP_URL, from: env.SMTP_FROM }) : null;
