import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it accepts, parsed by
 * mailparser. `stop` and `start` take it down and up again on the same port; `holdNext` leaves the
 * next message unanswered until `release` (a process killed while sending).
 */
export async function startTestSmtp() {
  const received: ParsedMail[] = [];
  let held: (() => void)[] = [];
  let holdNext = 0;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const isHeld = holdNext > 0;
        if (isHeld) holdNext -= 1;
        simpleParser(stream).then(
          (mail) => {
            if (isHeld) {
              held.push(() => callback(new Error('released unanswered')));
              return;
            }
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const close = () =>
    new Promise<void>((resolve) => {
      for (const release of held) release();
      held = [];
      server.close(() => resolve());
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages to one address, oldest first. */
    to: (address: string) => received.filter((mail) => mail.to && [mail.to].flat().some((to) => to.text === address)),
    holdNext: (count = 1) => {
      holdNext += count;
    },
    heldCount: () => held.length,
    stop: close,
    start: async () => {
      server = make();
      await listen(port);
    },
    close,
  };
}
