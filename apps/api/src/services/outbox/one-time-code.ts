import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  checkoutMessages,
  formatCountIn,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TRIES_MAX,
} from '@motoforge/contract';
import { badRequest, HttpError } from '../../http-error.js';

/**
 * The one-time codes sent by SMS (docs/product.md#cash-on-delivery): a cash-on-delivery order's
 * code, and "Forgot password?" by phone. One rule for both: PHONE_CODE_LENGTH digits, valid for
 * PHONE_CODE_MINUTES, a new one at most every PHONE_CODE_RESEND_SECONDS, PHONE_CODE_TRIES_MAX
 * tries, and only the code's hash kept, bound to what it is for (its `scope`).
 */

const MINUTE_MS = 60_000;

/** What a code is for: an order's phone, or a password reset. */
export type OneTimeCodeUse = 'order' | 'password-reset';

const hashOf = (scope: string, code: string) => createHash('sha256').update(`${scope}:${code}`).digest();

/** A new code for `scope`: the code, for the SMS, and what is kept of it. */
export function newOneTimeCode(scope: string, now: Date) {
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  return {
    code,
    kept: {
      codeHash: hashOf(scope, code).toString('hex'),
      tries: 0,
      sentAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * MINUTE_MS),
    },
  };
}

/** A code sent before this moment may be replaced by a new one. */
export const replaceableBefore = (now: Date) => new Date(now.getTime() - PHONE_CODE_RESEND_SECONDS * 1000);

export const tooSoon = (seconds = PHONE_CODE_RESEND_SECONDS) =>
  new HttpError(429, checkoutMessages.phoneCodeTooSoon(seconds));

const locked = () => new HttpError(429, checkoutMessages.phoneCodeLocked);

/** The SMS that carries a code, in the account's language (docs/product.md#bangla). */
export function oneTimeCodeSms(use: OneTimeCodeUse, code: string, language: string) {
  const minutes = formatCountIn(language === 'bn' ? 'bn' : 'en', PHONE_CODE_MINUTES);
  if (language === 'bn') {
    const what = use === 'order' ? 'অর্ডার কোড' : 'পাসওয়ার্ড বদলানোর কোড';
    return `আপনার মোটোফোর্জ ${what} ${code}। এটি ${minutes} মিনিট বৈধ। কাউকে জানাবেন না।`;
  }
  const what = use === 'order' ? 'order code' : 'password reset code';
  return `Your MotoForge ${what} is ${code}. It is valid for ${minutes} minutes. Do not share it.`;
}

/** A code as kept, after its try was counted. */
type CountedTry = { codeHash: string; tries: number; expiresAt: Date };

/**
 * Checks `code` against the kept one, whose try the caller has already counted (so no burst of
 * guesses gets more than PHONE_CODE_TRIES_MAX), or throws what the buyer is told. `attempt`:
 * undefined when no code could be counted, for which `isLocked` tells whether one is kept with
 * no tries left (else there is none, or it was used). `isUsable`: false when the code may be right
 * but leads nowhere, which is answered as a wrong code. Answers the attempt, checked.
 */
export async function checkOneTimeCode<T extends CountedTry>(
  attempt: T | undefined,
  isLocked: () => Promise<boolean>,
  { scope, code, now, isUsable = true }: { scope: string; code: string; now: Date; isUsable?: boolean },
): Promise<T> {
  if (!attempt) throw (await isLocked()) ? locked() : badRequest(checkoutMessages.phoneCodeExpired);
  if (attempt.expiresAt <= now) throw badRequest(checkoutMessages.phoneCodeExpired);
  const isRight = timingSafeEqual(Buffer.from(attempt.codeHash, 'hex'), hashOf(scope, code));
  if (!isRight || !isUsable) {
    throw attempt.tries >= PHONE_CODE_TRIES_MAX ? locked() : badRequest(checkoutMessages.phoneCodeInvalid);
  }
  return attempt;
}
