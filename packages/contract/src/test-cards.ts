import { messageTable } from './message-codes.js';

/**
 * Stripe's test cards (https://docs.stripe.com/testing), the only cards the built-in test
 * provider takes: a real card is refused, never charged or stored. The API judges cards by these
 * lists, the payment form shows TEST_CARDS_SHOWN, and e2e pays with them.
 */
export const SUCCEEDING_TEST_CARDS: readonly string[] = [
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
];

/** "4242424242424242" → "4242 4242 4242 4242", as a buyer types and reads it. */
export const cardNumberInGroups = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The cards the payment form names, with what each does. */
export const TEST_CARDS_SHOWN = [
  { number: cardNumberInGroups('4242424242424242'), outcome: 'succeeds' },
  { number: cardNumberInGroups('4000000000000002'), outcome: 'is declined' },
  { number: cardNumberInGroups('4000000000009995'), outcome: 'has insufficient funds' },
] as const;

/** The card that pays: the first one the form names. */
export const SUCCEEDING_TEST_CARD = TEST_CARDS_SHOWN[0].number;
/** A card that is declined: the second one the form names. */
export const DECLINED_TEST_CARD = TEST_CARDS_SHOWN[1].number;

/**
 * What the test provider says of a card it refuses (API), in the words of Stripe's card field,
 * which a Bangla page shows in Bangla.
 */
export const testCardMessages = messageTable('testCard', {
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  expired: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  cardExpired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  notATestCard: `Your card was declined. This shop is in test mode: use a test card such as ${SUCCEEDING_TEST_CARD}.`,
});

/** Each declining test card and the message Stripe's card field gives for it. */
export const DECLINING_TEST_CARDS: ReadonlyMap<string, string> = new Map([
  ['4000000000000002', testCardMessages.declined],
  ['4000000000009995', testCardMessages.insufficientFunds],
  ['4000000000009987', testCardMessages.declined],
  ['4000000000000069', testCardMessages.cardExpired],
  ['4000000000000127', testCardMessages.incorrectCvc],
  ['4000000000000119', testCardMessages.processingError],
]);
