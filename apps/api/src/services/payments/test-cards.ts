/**
 * Stripe's test-card semantics for the built-in provider (https://docs.stripe.com/testing).
 * Only these numbers ever succeed: a real card is refused, never charged or stored.
 */
export const SUCCEEDING_TEST_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
]);

export const DECLINING_TEST_CARDS = new Map([
  ['4000000000000002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
  ['4000000000009987', 'Your card was declined.'],
  ['4000000000000069', 'Your card has expired.'],
  ['4000000000000127', "Your card's security code is incorrect."],
  ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
]);

export const cardErrors = {
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  expired: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  notATestCard: 'Your card was declined. This shop is in test mode: use a test card such as 4242 4242 4242 4242.',
} as const;

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
export function checkTestCard(card: { number: string; expiry: string; cvc: string }, now = new Date()): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  // As Stripe's card field says it: too few digits (an empty field too), then anything else amiss.
  if (/^\d{0,14}$/.test(digits)) return cardErrors.incompleteNumber;
  if (!/^\d{15,19}$/.test(digits) || !isLuhnValid(digits)) return cardErrors.invalidNumber;
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return cardErrors.incompleteExpiry;
  const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1));
  if (endOfMonth <= now) return cardErrors.expired;
  if (!/^\d{3,4}$/.test(card.cvc)) return cardErrors.incompleteCvc;
  const decline = DECLINING_TEST_CARDS.get(digits);
  if (decline) return decline;
  return SUCCEEDING_TEST_CARDS.has(digits) ? null : cardErrors.notATestCard;
}
