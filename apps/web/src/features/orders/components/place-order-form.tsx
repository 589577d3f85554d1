import { zodResolver } from '@hookform/resolvers/zod';
import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';
import {
  checkoutInputSchema,
  checkoutMessages,
  type LastDelivery,
  messages,
  type Part,
  placeOrderFormSchema,
  type PublicConfig,
  purchaseDeliveryAddressSchema,
  quantityFormSchema,
} from '@motoforge/contract';
import { type ReactNode, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { notify } from '@/lib/notify';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { InputField } from '@/components/ui/form-field';
import { ProductPhoto } from '@/components/ui/product-photo';
import { paths } from '@/config/paths';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { totalTaka } from '@/lib/taka-total';
import type { PurchasePart } from '../api/get-purchase-part';
import { useCheckoutOrder } from '../hooks/use-checkout-order';
import { deliveryCharges } from '../utils/delivery-charges';
import { deliveryDefaults } from '../utils/delivery-defaults';
import { DELIVERY_FORM_FIELDS, DeliveryAddressFields } from './delivery-address-fields';
import { OrderTotals } from './order-totals';
import { PaymentMethodField } from './payment-method-field';

const formMessages = defineMessages('orders.placeOrderForm', {
  form: 'Place an order',
  cart: 'Shopping cart',
  minimumOrder: 'Minimum order',
  availableQuantity: 'Available quantity',
  price: 'Price',
  perUnit: params('{price} per unit'),
  quantity: 'Quantity',
  orderDetails: 'Order Details',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  placeOrder: 'Place Order',
  leaving: 'Taking you to the payment page…',
});

/** The signed-in customer, as the Order Details panel shows them. */
export type Buyer = { email: string; displayName: string };

/** The cart's Add to cart for the part, composed in by the page (features do not import each other). */
export type RenderPartAddToCart = (part: Part) => ReactNode;

type PlaceOrderFormProps = {
  part: PurchasePart;
  buyer: Buyer;
  /** The shop's payment methods, delivery fees and COD ceiling (`/api/config`, read as the page opens). */
  checkout: PublicConfig['checkout'];
  /** Where the buyer's latest order went: the address the form starts with. */
  lastDelivery?: LastDelivery['address'];
  renderAddToCart?: RenderPartAddToCart;
};

/**
 * The shopping-cart view of one part and its order form (the spec's Purchase): Buy Now. The
 * quantity is checked on every keystroke: outside [minimum order, available quantity] the spec's
 * message shows and Place Order is disabled, as it is for an order larger than one card payment
 * can take. Where to deliver, how to pay and the amounts are the checkout's own parts, and the
 * order is an ordinary one-line order of `POST /api/checkout` (docs/architecture.md).
 */
export function PlaceOrderForm({ part, buyer, checkout, lastDelivery, renderAddToCart }: PlaceOrderFormProps) {
  const t = useMessages(formMessages);
  const format = useFormat();
  const text = useCatalogueText();
  const name = text(part.name, part.nameBn);
  const quantityRule = useMemo(
    () =>
      quantityFormSchema({
        minimumOrder: part.minimumOrder,
        availableQuantity: part.availableQuantity,
        price: part.price,
      }),
    [part.minimumOrder, part.availableQuantity, part.price],
  );
  const schema = useMemo(
    () =>
      checkoutInputSchema
        .omit({ lines: true })
        .extend({ quantity: quantityRule, address: purchaseDeliveryAddressSchema }),
    [quantityRule],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      quantity: part.minimumOrder,
      address: deliveryDefaults(lastDelivery, buyer.displayName),
      paymentMethod: checkout.paymentMethods[0],
    },
  });
  const {
    register,
    control,
    setError,
    handleSubmit,
    formState: { errors },
  } = form;
  const [typedQuantity, districtId, paymentMethod] = useWatch({
    control,
    name: ['quantity', 'address.districtId', 'paymentMethod'],
  });
  const quantityCheck = quantityRule.safeParse(typedQuantity);
  const isQuantityValid = quantityCheck.success;
  // The range's message (the spec's), or that no card payment could pay for that many.
  const quantityError = quantityCheck.error?.issues[0]?.message;
  // Any whole number typed has its subtotal, in the range or not; "১২" (Bengali digits) is 12.
  const quantity = placeOrderFormSchema.shape.quantity.safeParse(typedQuantity).data;
  const subtotal = quantity !== undefined && quantity >= 0 ? totalTaka(part.price, quantity) : undefined;
  const { deliveryFee, total, isCodTooLarge } = deliveryCharges(checkout, { districtId, subtotal, paymentMethod });
  const paymentError =
    errors.paymentMethod?.message ?? (isCodTooLarge ? checkoutMessages.codTooLarge(checkout.codMax) : undefined);

  const order = useCheckoutOrder({
    fields: DELIVERY_FORM_FIELDS,
    setError,
    onPlaced: () => notify.success(messages.orderPlaced),
    // The spec's failure toast ("Order Already placed"); a refused field shows under it.
    onFailure: (message) => notify.error(message),
    // As the spec says, a card order goes to My Orders, whose Proceed to Pay opens the payment page.
    cardPage: () => paths.dashboard.order.getHref(),
  });

  const onSubmit = handleSubmit((input) =>
    order.place({
      lines: [{ partId: part._id, quantity: input.quantity }],
      address: input.address,
      paymentMethod: input.paymentMethod,
    }),
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t.form}
        className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]"
      >
        <div className="grid min-w-0 gap-6">
          <section aria-labelledby="cart-heading" className="card bg-base-100 border-base-300 border shadow-sm">
            <div className="card-body gap-5 p-5 sm:p-6">
              <h2 id="cart-heading" className="text-base-content/70 text-sm font-semibold tracking-widest uppercase">
                {t.cart}
              </h2>
              <div className="flex flex-col gap-5 sm:flex-row">
                <figure className="bg-base-200 aspect-[4/3] w-full shrink-0 overflow-hidden rounded-box sm:w-56">
                  <ProductPhoto
                    img={part.img}
                    sizes="(min-width: 640px) 224px, 100vw"
                    alt={name}
                    width={400}
                    height={300}
                    fetchPriority="high"
                    decoding="async"
                    className="size-full object-cover"
                  />
                </figure>
                <div className="grid min-w-0 content-start gap-2">
                  <h1 className="text-2xl font-extrabold wrap-anywhere sm:text-3xl">{name}</h1>
                  <p className="text-base-content/80 wrap-anywhere">{text(part.description, part.descriptionBn)}</p>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="font-medium">{t.minimumOrder}</dt>
                    <dd>{format.count(part.minimumOrder)}</dd>
                    <dt className="font-medium">{t.availableQuantity}</dt>
                    <dd>{format.count(part.availableQuantity)}</dd>
                    <dt className="font-medium">{t.price}</dt>
                    <dd className="font-semibold">{t.perUnit({ price: format.taka(part.price) })}</dd>
                  </dl>
                </div>
              </div>

              <div className="border-base-300 border-t pt-5">
                {/* Text, not type="number": a browser's number field drops Bengali digits as they are typed. */}
                <InputField
                  label={t.quantity}
                  error={quantityError}
                  controlClassName="w-36"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  registration={register('quantity')}
                />
              </div>
            </div>
          </section>
          <DeliveryAddressFields phoneLabel={t.phone} streetLabel={t.address} />
          <PaymentMethodField methods={checkout.paymentMethods} error={paymentError} />
        </div>

        <section
          aria-labelledby="order-details-heading"
          className="card bg-base-100 border-base-300 border shadow-sm lg:sticky lg:top-4"
        >
          <div className="card-body gap-4 p-5 sm:p-6">
            <h2 id="order-details-heading" className="text-xl font-bold">
              {t.orderDetails}
            </h2>
            <dl className="bg-base-200 grid gap-2 rounded-box p-4 text-sm">
              <div>
                <dt className="text-base-content/70 font-medium">{t.name}</dt>
                <dd className="font-semibold break-words">{buyer.displayName}</dd>
              </div>
              <div>
                <dt className="text-base-content/70 font-medium">{t.email}</dt>
                <dd className="font-semibold">
                  <BreakableEmail email={buyer.email} />
                </dd>
              </div>
            </dl>
            <OrderTotals subtotal={subtotal} deliveryFee={deliveryFee} total={total} />
            <button
              type="submit"
              className="btn btn-primary w-full"
              disabled={!isQuantityValid || order.isBusy || isCodTooLarge}
            >
              {order.isBusy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t.placeOrder}
            </button>
            <p role="status" className="text-base-content/70 text-sm empty:hidden">
              {order.isLeaving ? t.leaving : ''}
            </p>
            {renderAddToCart?.(part)}
          </div>
        </section>
      </form>
    </FormProvider>
  );
}
