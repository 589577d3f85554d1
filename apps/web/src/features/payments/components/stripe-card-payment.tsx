import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { messages } from '@motoforge/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { defineMessages, useMessages } from '@/lib/i18n';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { stripeKeys } from '@/lib/stripe-keys';
import type { CardPaymentProvider } from '../types/card-payment';
import { PaymentForm } from './payment-form';

// loadStripe never settles when the script hangs (docs/design.md#stack), so the buyer gets an error and a
// retry instead of an endless spinner.
const STRIPE_LOAD_TIMEOUT_MS = 10_000;
const stripeLoadFailed = 'Stripe.js did not load';

const stripeMessages = defineMessages('payments.stripeCardPayment', {
  loadFailed: 'The card form could not be loaded. Check your connection and try again.',
  card: 'Card',
});

/** Stripe.js, or a rejection however it fails to load: the buyer reads `loadFailed` in their language. */
function loadStripeWithTimeout(publishableKey: string): Promise<Stripe> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(stripeLoadFailed)), STRIPE_LOAD_TIMEOUT_MS);
    loadStripe(publishableKey)
      .then((stripe) => (stripe ? resolve(stripe) : reject(new Error(stripeLoadFailed))))
      .catch(() => reject(new Error(stripeLoadFailed)))
      .finally(() => clearTimeout(timer));
  });
}

type StripeCardPaymentProps = Omit<Parameters<typeof PaymentForm>[0], 'provider' | 'cardFields'> & {
  publishableKey: string;
};

/**
 * The Stripe provider: Stripe.js and Elements, loaded only when the payment page needs them (this
 * module is its own chunk). The card number never touches our code: it stays in Stripe's iframe.
 */
export default function StripeCardPayment({ publishableKey, ...props }: StripeCardPaymentProps) {
  const t = useMessages(stripeMessages);
  const stripe = useQuery({
    queryKey: stripeKeys.forKey(publishableKey),
    queryFn: () => loadStripeWithTimeout(publishableKey),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  if (stripe.isPending) return <LoadingScreen />;
  if (stripe.isError) {
    return <ErrorState message={t.loadFailed} onRetry={() => void stripe.refetch()} isRetrying={stripe.isFetching} />;
  }
  return (
    <Elements stripe={stripe.data}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm(props: Omit<StripeCardPaymentProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [isCardReady, setIsCardReady] = useState(false);
  const labelId = useId();
  const t = useMessages(stripeMessages);

  const provider: CardPaymentProvider = {
    isReady: stripe !== null && elements !== null && isCardReady,
    confirmCardPayment: async ({ clientSecret, billingDetails }) => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { error: messages.paymentNotCompleted };
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billingDetails },
      });
      if (result.error) return { error: result.error.message ?? messages.paymentNotCompleted };
      if (result.paymentIntent.status !== 'succeeded') return { error: messages.paymentNotCompleted };
      return { paymentIntentId: result.paymentIntent.id };
    },
  };

  const cardFields = (
    <div className="grid gap-1">
      <span id={labelId} className="font-medium">
        {t.card}
      </span>
      <div role="group" aria-labelledby={labelId} className="input w-full items-center">
        <CardElement
          className="w-full"
          options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
          onReady={() => setIsCardReady(true)}
        />
      </div>
    </div>
  );

  return <PaymentForm {...props} provider={provider} cardFields={cardFields} />;
}
