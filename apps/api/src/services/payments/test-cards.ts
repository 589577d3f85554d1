import { DECLINING_TEST_CARDS, SUCCEEDING_TEST_CARDS, testCardMessages, toAsciiDigits } from '@motoforge/contract';

/** The built-in test provider's card checks, by Stripe's test-card semantics (contract's test-cards.ts). */
const SUCCEEDING = new Set(SUCCEEDING_TEST_CARDS);

export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first problem with a card as a buyer typed it, or null when the card is a succeeding test card. */
export function checkTestCard(typed: { number: string; expiry: string; cvc: string }, now = new Date()): string | null {
  // Typed on a Bangla keyboard, a card's digits are Bengali ones.
  const card = {
    number: toAsciiDigits(typed.number),
    expiry: toAsciiDigits(typed.expiry),
    cvc: toAsciiDigits(typed.cvc),
  };
  const digits = card.number.replace(/[\s-]/g, '');
  // As Stripe's card field says it: too few digits (an empty field too), then anything else amiss.
  if (/^\d{0,14}$/.test(digits)) return testCardMessages.incompleteNumber;
  if (!/^\d{15,19}$/.test(digits) || !isLuhnValid(digits)) return testCardMessages.invalidNumber;
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return testCardMessages.incompleteExpiry;
  const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1));
  if (endOfMonth <= now) return testCardMessages.expired;
  if (!/^\d{3,4}$/.test(card.cvc)) return testCardMessages.incompleteCvc;
  const decline = DECLINING_TEST_CARDS.get(digits);
  if (decline) return decline;
  return SUCCEEDING.has(digits) ? null : testCardMessages.notATestCard;
}
