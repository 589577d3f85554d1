import type { Order } from '@motoforge/contract';
import { lazy, Suspense } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { toErrorMessage } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { usePaymentIntent } from '../api/create-payment-intent';
import { TestCardPayment } from './test-card-payment';

// Stripe.js and Elements only download when this shop really uses Stripe.
const StripeCardPayment = lazy(() => import('./stripe-card-payment'));

type CardCheckoutProps = {
  order: Order;
  onPaymentConfirmed: (paymentIntentId: string) => Promise<void>;
};

/** The card form of the deployment's payment provider, for one unpaid order. */
export function CardCheckout({ order, onPaymentConfirmed }: CardCheckoutProps) {
  const config = usePublicConfig();
  const intent = usePaymentIntent(order._id, { isEnabled: !order.paid });

  if (config.isPending) return <LoadingScreen />;
  if (config.isError) {
    return (
      <ErrorState
        message={toErrorMessage(config.error)}
        onRetry={() => void config.refetch()}
        isRetrying={config.isFetching}
      />
    );
  }
  if (intent.isError) {
    return (
      <ErrorState
        message={toErrorMessage(intent.error)}
        onRetry={() => void intent.refetch()}
        isRetrying={intent.isFetching}
      />
    );
  }

  const formProps = {
    clientSecret: intent.data?.clientSecret,
    // docs/product.md#paying-online: the provider records the product name and the buyer's e-mail.
    billingDetails: { name: order.productName, email: order.email },
    onPaymentConfirmed,
  };
  const { payment } = config.data;
  if (payment.provider === 'stripe' && payment.publishableKey) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <StripeCardPayment publishableKey={payment.publishableKey} {...formProps} />
      </Suspense>
    );
  }
  return <TestCardPayment {...formProps} />;
}
