import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Cart,
  checkoutInputSchema,
  checkoutMessages,
  type LastDelivery,
  type PublicConfig,
} from '@motoforge/contract';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { totalTaka } from '@/lib/taka-total';
import { useTranslateMessage } from '@/lib/translate-message';
import { useCheckoutOrder } from '../hooks/use-checkout-order';
import { deliveryCharges } from '../utils/delivery-charges';
import { deliveryDefaults } from '../utils/delivery-defaults';
import { DELIVERY_FORM_FIELDS, DeliveryAddressFields } from './delivery-address-fields';
import { OrderTotals } from './order-totals';
import { PaymentMethodField } from './payment-method-field';

const formMessages = defineMessages('checkout.checkoutForm', {
  form: 'Checkout',
  summary: 'Your order',
  linePrice: params('{quantity} × {price}'),
  listPrice: params('list price {price}'),
  editCart: 'Edit cart',
  placeOrder: 'Place order',
  acceptQuote: 'Accept quote and place order',
  leaving: 'Taking you to the payment page…',
});

type CheckoutSettings = PublicConfig['checkout'];

type CheckoutFormProps = {
  /** The account's cart, as the server priced it: what the order is made of. */
  cart: Cart;
  /** The delivery name at first, when there is no last address: the account's own. */
  buyerName: string;
  /** Where the buyer's latest order went: the address the form starts with. */
  lastDelivery?: LastDelivery['address'];
  checkout: CheckoutSettings;
  /** The cart changed on the server: the order took its parts, or was refused for one of them. */
  onCartChanged: () => void;
  /** A priced quote this form accepts: `cart` is its lines at its prices, and there is no cart to edit. */
  quoteId?: string;
};

/**
 * The checkout (docs/product.md#checkout): where to deliver, in Bangladesh's divisions, districts and upazilas,
 * how to pay, and the order's amounts. The rules are the API's own (checkoutInputSchema); the
 * server works out every amount. The purchase page composes the same parts for one part.
 */
export function CheckoutForm({ cart, buyerName, lastDelivery, checkout, onCartChanged, quoteId }: CheckoutFormProps) {
  const t = useMessages(formMessages);
  const format = useFormat();
  const text = useCatalogueText();
  const translate = useTranslateMessage();
  const form = useForm({
    resolver: zodResolver(checkoutInputSchema),
    defaultValues: {
      address: deliveryDefaults(lastDelivery, buyerName),
      paymentMethod: checkout.paymentMethods[0],
    },
  });
  const {
    control,
    setError,
    handleSubmit,
    formState: { errors },
  } = form;
  const [districtId, paymentMethod] = useWatch({ control, name: ['address.districtId', 'paymentMethod'] });
  const { deliveryFee, total, isCodTooLarge } = deliveryCharges(checkout, {
    districtId,
    subtotal: cart.subtotal,
    paymentMethod,
  });
  const paymentError =
    errors.paymentMethod?.message ?? (isCodTooLarge ? checkoutMessages.codTooLarge(checkout.codMax) : undefined);
  const order = useCheckoutOrder({
    fields: DELIVERY_FORM_FIELDS,
    setError,
    // A part sold out or gone since the cart was shown: its line now says so.
    onConflict: onCartChanged,
    // Only once left: the cart, emptied by the order, would show as empty under the form meanwhile.
    onLeft: onCartChanged,
    quoteId,
  });

  const onSubmit = handleSubmit((input) => order.place(input));

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t.form}
        className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]"
      >
        <div className="grid gap-6">
          <DeliveryAddressFields />
          <PaymentMethodField methods={checkout.paymentMethods} error={paymentError} />
        </div>

        <section
          aria-labelledby="checkout-summary-heading"
          className="card bg-base-100 border-base-300 border shadow-sm lg:sticky lg:top-4"
        >
          <div className="card-body gap-4 p-5 sm:p-6">
            <div className="flex items-baseline justify-between gap-3">
              <h2 id="checkout-summary-heading" className="text-xl font-bold">
                {t.summary}
              </h2>
              {!quoteId && (
                <Link to={paths.cart.getHref()} className="link text-sm">
                  {t.editCart}
                </Link>
              )}
            </div>
            <ul className="divide-base-300 grid divide-y">
              {cart.lines.map((line) => (
                <li key={line.partId} className="grid gap-0.5 py-2 first:pt-0">
                  <span className="font-medium wrap-anywhere">{text(line.part.name, line.part.nameBn)}</span>
                  <span className="text-base-content/70 flex justify-between gap-3 text-sm">
                    <span>
                      {t.linePrice({ quantity: format.count(line.quantity), price: format.taka(line.part.price) })}
                      {line.part.listPrice !== line.part.price && (
                        <>
                          {' · '}
                          <s>{t.listPrice({ price: format.taka(line.part.listPrice) })}</s>
                        </>
                      )}
                    </span>
                    {!line.problem && <span>{format.taka(totalTaka(line.part.price, line.quantity))}</span>}
                  </span>
                  {line.problem && <span className="text-error text-sm wrap-anywhere">{translate(line.problem)}</span>}
                </li>
              ))}
            </ul>
            <OrderTotals subtotal={cart.subtotal} deliveryFee={deliveryFee} total={total} />
            {order.failure && (
              <p role="alert" className="alert alert-error alert-soft text-sm wrap-anywhere">
                {translate(order.failure)}
              </p>
            )}
            <button type="submit" className="btn btn-primary w-full" disabled={order.isBusy || isCodTooLarge}>
              {order.isBusy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {quoteId ? t.acceptQuote : t.placeOrder}
            </button>
            <p role="status" className="text-base-content/70 text-sm empty:hidden">
              {order.isLeaving ? t.leaving : ''}
            </p>
          </div>
        </section>
      </form>
    </FormProvider>
  );
}
