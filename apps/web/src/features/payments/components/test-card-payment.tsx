import { cardNumberInGroups, TEST_CARDS_SHOWN, toAsciiDigits } from '@motoforge/contract';
import { useState } from 'react';
import { InputField } from '@/components/ui/form-field';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, useMessages } from '@/lib/i18n';
import { confirmTestPayment } from '../api/confirm-test-payment';
import type { CardPaymentProvider } from '../types/card-payment';
import { PaymentForm } from './payment-form';

const testCardMessages = defineMessages('payments.testCardPayment', {
  testMode: 'Test mode: no real card is charged.',
  succeeds: 'succeeds',
  isDeclined: 'is declined',
  hasInsufficientFunds: 'has insufficient funds',
  anyExpiry: 'Use any future expiry date and any 3-digit CVC.',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  expiryPlaceholder: 'MM / YY',
  cvc: 'CVC',
});

/** What each card the form names does, by the contract's words for it. */
const OUTCOME_KEYS = {
  succeeds: 'succeeds',
  'is declined': 'isDeclined',
  'has insufficient funds': 'hasInsufficientFunds',
} as const satisfies Record<(typeof TEST_CARDS_SHOWN)[number]['outcome'], string>;

type TestCardPaymentProps = Omit<Parameters<typeof PaymentForm>[0], 'provider' | 'cardFields'>;

type Card = { number: string; expiry: string; cvc: string };

/**
 * The built-in test provider (docs/product.md#paying-online): our own card inputs, confirmed by the API with
 * Stripe's test-card rules. The card is kept in this component's state only, never logged or stored.
 */
export function TestCardPayment(props: TestCardPaymentProps) {
  const t = useMessages(testCardMessages);
  const [card, setCard] = useState<Card>({ number: '', expiry: '', cvc: '' });

  const provider: CardPaymentProvider = {
    isReady: true,
    confirmCardPayment: async ({ clientSecret, billingDetails }) => {
      try {
        const { paymentIntent } = await confirmTestPayment({ clientSecret, card, billingDetails });
        return { paymentIntentId: paymentIntent.id };
      } catch (error) {
        return { error: toErrorMessage(error) };
      }
    },
  };

  const cardFields = (
    <>
      <div role="note" className="alert alert-info alert-soft border-info/40 block border text-sm">
        <p className="font-semibold">{t.testMode}</p>
        <ul className="mt-1 grid gap-0.5">
          {TEST_CARDS_SHOWN.map((card) => (
            <li key={card.number}>
              <span className="font-mono">{card.number}</span> {t[OUTCOME_KEYS[card.outcome]]}
            </li>
          ))}
        </ul>
        <p className="mt-1">{t.anyExpiry}</p>
      </div>
      <InputField
        label={t.cardNumber}
        controlClassName="w-full font-mono"
        type="text"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(event) => setCard({ ...card, number: formatCardNumber(event.target.value) })}
      />
      <div className="grid grid-cols-2 gap-4">
        <InputField
          label={t.expiry}
          controlClassName="w-full font-mono"
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t.expiryPlaceholder}
          value={card.expiry}
          onChange={(event) => setCard({ ...card, expiry: formatExpiry(event.target.value) })}
        />
        <InputField
          label={t.cvc}
          controlClassName="w-full font-mono"
          type="text"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          onChange={(event) => setCard({ ...card, cvc: digitsOf(event.target.value, 4) })}
        />
      </div>
    </>
  );

  return <PaymentForm {...props} provider={provider} cardFields={cardFields} />;
}

/** The digits typed, ASCII or Bengali (a Bangla keyboard's), as ASCII ones: at most `max`. */
const digitsOf = (value: string, max: number) => toAsciiDigits(value).replace(/\D/g, '').slice(0, max);

/** The card number in groups of four as the buyer types it, at most 19 digits. */
const formatCardNumber = (value: string) => cardNumberInGroups(digitsOf(value, 19));

/** "1234" → "12 / 34"; the separator appears once the month is complete. */
const formatExpiry = (value: string) => {
  const digits = digitsOf(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};
