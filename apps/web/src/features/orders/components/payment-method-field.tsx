import type { PaymentMethodId } from '@motoforge/contract';
import { useFormContext } from 'react-hook-form';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useTranslateMessage } from '@/lib/translate-message';
import type { DeliveryFormValues } from './delivery-address-fields';

const fieldMessages = defineMessages('checkout.paymentMethodField', {
  paymentMethod: 'Payment method',
  cod: 'Cash on delivery',
  codHint: 'Pay the courier in cash. We confirm your mobile number with a code by SMS first.',
  sslcommerz: 'Pay online (SSLCommerz)',
  sslcommerzHint: "Card, bKash, Nagad or Rocket on SSLCommerz's secure page.",
  card: 'Card',
  cardHint: 'Pay by card on the next page.',
});

const PAYMENT_METHOD_TEXTS = {
  cod: ['cod', 'codHint'],
  sslcommerz: ['sslcommerz', 'sslcommerzHint'],
  card: ['card', 'cardHint'],
} as const satisfies Record<PaymentMethodId, readonly [string, string]>;

type PaymentMethodFieldProps = {
  /** The ways the shop takes payment now (`/api/config`), the first chosen at first. */
  methods: readonly PaymentMethodId[];
  /** Why the chosen way cannot be used (the contract's English, shown in the page's language). */
  error?: string;
};

/** How the order is paid: one radio per way the shop offers, inside a FormProvider of DeliveryFormValues. */
export function PaymentMethodField({ methods, error }: PaymentMethodFieldProps) {
  const t = useMessages(fieldMessages);
  const translate = useTranslateMessage();
  const { register } = useFormContext<DeliveryFormValues>();
  return (
    <div className="card bg-base-100 border-base-300 border shadow-sm">
      <fieldset className="card-body grid gap-3 p-5 sm:p-6">
        <legend className="float-left mb-1 text-xl font-bold">{t.paymentMethod}</legend>
        {methods.map((method) => {
          const [label, hint] = PAYMENT_METHOD_TEXTS[method];
          return (
            <label
              key={method}
              className="border-base-300 has-checked:border-primary has-checked:bg-primary/5 flex cursor-pointer items-start gap-3 rounded-box border p-3"
            >
              {/* Named by the method alone; its note describes it. */}
              <input
                type="radio"
                value={method}
                className="radio radio-primary mt-0.5"
                aria-labelledby={`checkout-payment-${method}`}
                aria-describedby={`checkout-payment-${method}-hint`}
                {...register('paymentMethod')}
              />
              <span className="grid gap-0.5">
                <span id={`checkout-payment-${method}`} className="font-semibold">
                  {t[label]}
                </span>
                <span id={`checkout-payment-${method}-hint`} className="text-base-content/70 text-sm">
                  {t[hint]}
                </span>
              </span>
            </label>
          );
        })}
        {error && <p className="text-error text-sm">{translate(error)}</p>}
      </fieldset>
    </div>
  );
}
