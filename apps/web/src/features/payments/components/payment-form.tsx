import { type FormEvent, type ReactNode, useState } from 'react';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useTranslateMessage } from '@/lib/translate-message';
import type { BillingDetails, CardPaymentProvider } from '../types/card-payment';

const formMessages = defineMessages('payments.paymentForm', {
  form: 'Card payment',
  processing: 'Processing…',
  pay: 'Pay',
  preparing: 'Preparing a secure payment…',
});

type PaymentFormProps = {
  provider: CardPaymentProvider;
  /** The provider's own card inputs. */
  cardFields: ReactNode;
  /** Undefined until the server has created the payment intent. */
  clientSecret: string | undefined;
  billingDetails: BillingDetails;
  /** Records the payment on the order; rejects when the server does not accept it. */
  onPaymentConfirmed: (paymentIntentId: string) => Promise<void>;
};

/**
 * The card form both providers share. docs/product.md#payment-page: Pay stays disabled until the provider is ready
 * and the client secret has arrived; card errors show in a red box under the form.
 */
export function PaymentForm({
  provider,
  cardFields,
  clientSecret,
  billingDetails,
  onPaymentConfirmed,
}: PaymentFormProps) {
  const t = useMessages(formMessages);
  const translate = useTranslateMessage();
  const [isProcessing, setIsProcessing] = useState(false);
  // As the API, the contract or Stripe words it; the contract's and the API's show translated.
  const [error, setError] = useState<string | null>(null);
  const isPreparing = !provider.isReady || !clientSecret;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPreparing || isProcessing) return;
    setIsProcessing(true);
    setError(null);
    try {
      const result = await provider.confirmCardPayment({ clientSecret, billingDetails });
      if ('error' in result) {
        setError(result.error);
        return;
      }
      await onPaymentConfirmed(result.paymentIntentId);
    } catch (failure) {
      setError(toErrorMessage(failure));
    } finally {
      setIsProcessing(false);
    }
  };

  return (
    <form noValidate aria-label={t.form} onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {cardFields}
      <button type="submit" className="btn btn-primary w-full" disabled={isPreparing || isProcessing}>
        {(isPreparing || isProcessing) && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {isProcessing ? t.processing : t.pay}
      </button>
      {isPreparing && <p className="text-base-content/70 text-center text-sm">{t.preparing}</p>}
      {error && (
        <div role="alert" className="alert alert-error alert-soft border-error border">
          {translate(error)}
        </div>
      )}
    </form>
  );
}
