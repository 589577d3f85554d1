import { zodResolver } from '@hookform/resolvers/zod';
import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';
import { messages, type Part, placeOrderFormSchema, quantitySchema } from '@motoforge/contract';
import { type ReactNode, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { BreakableEmail } from '@/components/ui/breakable-email';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { ApiError, toErrorMessage } from '@/lib/api-client';
import { photoSources } from '@/lib/photo-sources';
import { totalTaka } from '@/lib/taka-total';
import type { PurchasePart } from '../api/get-purchase-part';
import { usePlaceOrder } from '../api/place-order';

const formMessages = defineMessages('orders.placeOrderForm', {
  form: 'Place an order',
  cart: 'Shopping cart',
  minimumOrder: 'Minimum order',
  availableQuantity: 'Available quantity',
  price: 'Price',
  perUnit: params('{price} per unit'),
  quantity: 'Quantity',
  subtotal: 'Subtotal',
  orderDetails: 'Order Details',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  addressPlaceholder: 'House, road, area, city',
  placeOrder: 'Place Order',
});

/** The signed-in customer, as the Order Details panel shows them. */
export type Buyer = { email: string; displayName: string };

/** The cart's Add to cart for the part, composed in by the page (features do not import each other). */
export type RenderPartAddToCart = (part: Part) => ReactNode;

type PlaceOrderFormProps = {
  part: PurchasePart;
  buyer: Buyer;
  renderAddToCart?: RenderPartAddToCart;
};

/**
 * The shopping-cart view of one part and its order form (SPEC.md §2 Purchase). The quantity is
 * checked on every keystroke: outside [minimum order, available quantity] the spec's message shows
 * and Place Order is disabled, as it is for an order larger than one card payment can take.
 */
export function PlaceOrderForm({ part, buyer, renderAddToCart }: PlaceOrderFormProps) {
  const t = useMessages(formMessages);
  const format = useFormat();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const text = useCatalogueText();
  const name = text(part.name, part.nameBn);
  const quantityRule = useMemo(
    () =>
      quantitySchema({ minimumOrder: part.minimumOrder, availableQuantity: part.availableQuantity, price: part.price }),
    [part.minimumOrder, part.availableQuantity, part.price],
  );
  const schema = useMemo(() => placeOrderFormSchema.extend({ quantity: quantityRule }), [quantityRule]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { quantity: part.minimumOrder, phone: '', address: '' },
  });
  const typedQuantity = useWatch({ control, name: 'quantity' });
  const quantityCheck = quantityRule.safeParse(typedQuantity);
  const isQuantityValid = quantityCheck.success;
  // The range's message (the spec's), or that no card payment could pay for that many.
  const quantityError = quantityCheck.error?.issues[0]?.message;
  // Any whole number typed has its subtotal, in the range or not; "১২" (Bengali digits) is 12.
  const quantity = placeOrderFormSchema.shape.quantity.safeParse(typedQuantity).data;
  const hasSubtotal = quantity !== undefined && quantity >= 0;

  const onSubmit = handleSubmit((input) =>
    placeOrder.mutate(
      {
        productId: part._id,
        quantity: input.quantity,
        phone: input.phone,
        address: input.address,
        email: buyer.email,
        // The order keeps the name the back office knows the part by, whatever the page's language.
        productName: part.name,
        price: part.price,
      },
      {
        onSuccess: () => {
          notify.success(messages.orderPlaced);
          void navigate(paths.dashboard.order.getHref());
        },
        onError: (error) => {
          // A 401 ends the session and opens the login page, which says so (auth-provider.tsx): said once.
          if (error instanceof ApiError && error.status === 401) return;
          notify.error(toErrorMessage(error));
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t.form}
      className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]"
    >
      <section aria-labelledby="cart-heading" className="card bg-base-100 border-base-300 border shadow-sm">
        <div className="card-body gap-5 p-5 sm:p-6">
          <h2 id="cart-heading" className="text-base-content/70 text-sm font-semibold tracking-widest uppercase">
            {t.cart}
          </h2>
          <div className="flex flex-col gap-5 sm:flex-row">
            <figure className="bg-base-200 aspect-[4/3] w-full shrink-0 overflow-hidden rounded-box sm:w-56">
              <img
                {...photoSources(part.img, '(min-width: 640px) 224px, 100vw')}
                alt={name}
                width={400}
                height={300}
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

          <div className="border-base-300 flex flex-wrap items-start justify-between gap-4 border-t pt-5">
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
            <div className="text-right">
              <p className="text-base-content/70 text-sm font-medium">{t.subtotal}</p>
              <p className="text-3xl font-extrabold" aria-live="polite">
                {hasSubtotal ? format.taka(totalTaka(part.price, quantity)) : '—'}
              </p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="order-details-heading" className="card bg-base-100 border-base-300 border shadow-sm">
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
          <InputField
            label={t.phone}
            error={errors.phone?.message}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="01712 345678"
            registration={register('phone')}
          />
          <TextareaField
            label={t.address}
            error={errors.address?.message}
            rows={3}
            autoComplete="street-address"
            placeholder={t.addressPlaceholder}
            registration={register('address')}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={!isQuantityValid || placeOrder.isPending}>
            {placeOrder.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t.placeOrder}
          </button>
          {renderAddToCart?.(part)}
        </div>
      </section>
    </form>
  );
}
