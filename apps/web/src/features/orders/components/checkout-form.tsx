import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Cart,
  checkoutInputSchema,
  checkoutMessages,
  type CheckoutResponse,
  type PaymentMethodId,
  type PublicConfig,
  sameSitePath,
} from '@motoforge/contract';
import { DHAKA_DISTRICT_ID, DIVISIONS, districtsOf, upazilasOf } from '@motoforge/contract/bd-geo';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiError, toErrorMessage } from '@/lib/api-client';
import { defineMessages, type Language, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { leaveFor } from '@/lib/leave-for';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { notify } from '@/lib/notify';
import { totalTaka } from '@/lib/taka-total';
import { useTranslateMessage } from '@/lib/translate-message';
import { usePlaceCheckout } from '../api/place-checkout';

const formMessages = defineMessages('checkout.checkoutForm', {
  form: 'Checkout',
  delivery: 'Delivery address',
  name: 'Name',
  mobile: 'Mobile number',
  mobileHint: 'The courier calls this number.',
  division: 'Division',
  chooseDivision: 'Choose a division',
  district: 'District',
  chooseDistrict: 'Choose a district',
  upazila: 'Upazila',
  chooseUpazila: 'Choose an upazila',
  street: 'Street address',
  streetPlaceholder: 'House, road, area',
  paymentMethod: 'Payment method',
  cod: 'Cash on delivery',
  codHint: 'Pay the courier in cash. We confirm your mobile number with a code by SMS first.',
  sslcommerz: 'Pay online (SSLCommerz)',
  sslcommerzHint: "Card, bKash, Nagad or Rocket on SSLCommerz's secure page.",
  card: 'Card',
  cardHint: 'Pay by card on the next page.',
  summary: 'Your order',
  linePrice: params('{quantity} × {price}'),
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery',
  deliveryFeeOnDistrict: 'Choose your district',
  total: 'Total',
  editCart: 'Edit cart',
  placeOrder: 'Place order',
  leaving: 'Taking you to the payment page…',
});

type CheckoutSettings = PublicConfig['checkout'];

type CheckoutFormProps = {
  /** The account's cart, as the server priced it: what the order is made of. */
  cart: Cart;
  /** The delivery name at first: the account's own. */
  buyerName: string;
  checkout: CheckoutSettings;
  /** The cart changed on the server: the order took its parts, or was refused for one of them. */
  onCartChanged: () => void;
};

const PAYMENT_METHOD_TEXTS = {
  cod: ['cod', 'codHint'],
  sslcommerz: ['sslcommerz', 'sslcommerzHint'],
  card: ['card', 'cardHint'],
} as const satisfies Record<PaymentMethodId, readonly [string, string]>;

/** The fields of the form by their names in the request, as the API names a field it refuses. */
const FORM_FIELDS = [
  'address.name',
  'address.phone',
  'address.divisionId',
  'address.districtId',
  'address.upazilaId',
  'address.street',
  'paymentMethod',
] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string): field is FormField => (FORM_FIELDS as readonly string[]).includes(field);

/**
 * The checkout (DESIGN.md §9): where to deliver, in Bangladesh's divisions, districts and upazilas,
 * how to pay, and the order's amounts. The rules are the API's own (checkoutInputSchema); the
 * server works out every amount. One key per visit of the page goes with every try, so a retried or
 * double-sent checkout makes one order.
 */
export function CheckoutForm({ cart, buyerName, checkout, onCartChanged }: CheckoutFormProps) {
  const t = useMessages(formMessages);
  const format = useFormat();
  const language = useLanguage();
  const text = useCatalogueText();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const placeCheckout = usePlaceCheckout();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const {
    register,
    control,
    setValue,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(checkoutInputSchema),
    defaultValues: {
      address: { name: buyerName, phone: '', divisionId: '', districtId: '', upazilaId: '', street: '' },
      paymentMethod: checkout.paymentMethods[0],
    },
  });
  const [divisionId, districtId, paymentMethod] = useWatch({
    control,
    name: ['address.divisionId', 'address.districtId', 'paymentMethod'],
  });
  const divisions = useMemo(() => byName(DIVISIONS, language), [language]);
  const districts = useMemo(() => byName(districtsOf(divisionId), language), [divisionId, language]);
  const upazilas = useMemo(() => byName(upazilasOf(districtId), language), [districtId, language]);

  const deliveryFee = districtId
    ? districtId === DHAKA_DISTRICT_ID
      ? checkout.deliveryFee.insideDhaka
      : checkout.deliveryFee.outsideDhaka
    : undefined;
  const total = deliveryFee === undefined ? undefined : addTaka(cart.subtotal, deliveryFee);
  const isCodTooLarge = paymentMethod === 'cod' && total !== undefined && total > checkout.codMax;
  const paymentError =
    errors.paymentMethod?.message ?? (isCodTooLarge ? checkoutMessages.codTooLarge(checkout.codMax) : undefined);

  const goOn = async ({ orderId, next, notice }: CheckoutResponse) => {
    // Said when the order is placed but its online payment could not start: it is paid later.
    if (notice) notify.error(notice);
    if (next.type === 'redirect') {
      setIsLeaving(true);
      leaveFor(next.url);
      return;
    }
    const target =
      next.type === 'confirm-phone'
        ? paths.dashboard.orderConfirm.getHref(orderId)
        : (sameSitePath(next.path) ?? paths.dashboard.payment.getHref(orderId));
    await navigate(target);
    // Only now: the cart, emptied by the order, would show as empty under the form meanwhile.
    onCartChanged();
  };

  const onRefused = (error: unknown) => {
    // A 401 ends the session and opens the login page, which says so (auth-provider.tsx): said once.
    if (error instanceof ApiError && error.status === 401) return;
    const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
    const ofFields = fieldErrors.filter(({ field }) => isFormField(field));
    for (const { field, message } of ofFields) if (isFormField(field)) setError(field, { message });
    if (ofFields.length === 0 || ofFields.length < fieldErrors.length) setFailure(toErrorMessage(error));
    // A part sold out or gone since the cart was shown: its line now says so.
    if (error instanceof ApiError && error.status === 409) onCartChanged();
  };

  const onSubmit = handleSubmit((input) => {
    setFailure(null);
    placeCheckout.mutate({ input, idempotencyKey }, { onSuccess: (answer) => void goOn(answer), onError: onRefused });
  });

  const isBusy = placeCheckout.isPending || isLeaving;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t.form}
      className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]"
    >
      <div className="grid gap-6">
        <section
          aria-labelledby="checkout-delivery-heading"
          className="card bg-base-100 border-base-300 border shadow-sm"
        >
          <div className="card-body gap-4 p-5 sm:p-6">
            <h2 id="checkout-delivery-heading" className="text-xl font-bold">
              {t.delivery}
            </h2>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <InputField
                label={t.name}
                error={errors.address?.name?.message}
                autoComplete="name"
                registration={register('address.name')}
              />
              <InputField
                label={t.mobile}
                error={errors.address?.phone?.message}
                hint={t.mobileHint}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="01712-345678"
                registration={register('address.phone')}
              />
              <SelectField
                label={t.division}
                error={errors.address?.divisionId?.message}
                registration={register('address.divisionId', {
                  onChange: () => {
                    setValue('address.districtId', '');
                    setValue('address.upazilaId', '');
                  },
                })}
              >
                <option value="">{t.chooseDivision}</option>
                {divisions.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t.district}
                error={divisionId ? errors.address?.districtId?.message : undefined}
                disabled={!divisionId}
                registration={register('address.districtId', {
                  onChange: () => setValue('address.upazilaId', ''),
                })}
              >
                <option value="">{t.chooseDistrict}</option>
                {districts.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t.upazila}
                error={districtId ? errors.address?.upazilaId?.message : undefined}
                disabled={!districtId}
                registration={register('address.upazilaId')}
              >
                <option value="">{t.chooseUpazila}</option>
                {upazilas.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </SelectField>
              <TextareaField
                label={t.street}
                error={errors.address?.street?.message}
                className="sm:col-span-2"
                rows={2}
                autoComplete="street-address"
                placeholder={t.streetPlaceholder}
                registration={register('address.street')}
              />
            </div>
          </div>
        </section>

        <div className="card bg-base-100 border-base-300 border shadow-sm">
          <fieldset className="card-body grid gap-3 p-5 sm:p-6">
            <legend className="float-left mb-1 text-xl font-bold">{t.paymentMethod}</legend>
            {checkout.paymentMethods.map((method) => {
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
            {paymentError && <p className="text-error text-sm">{translate(paymentError)}</p>}
          </fieldset>
        </div>
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
            <Link to={paths.cart.getHref()} className="link text-sm">
              {t.editCart}
            </Link>
          </div>
          <ul className="divide-base-300 grid divide-y">
            {cart.lines.map((line) => (
              <li key={line.partId} className="grid gap-0.5 py-2 first:pt-0">
                <span className="font-medium wrap-anywhere">{text(line.part.name, line.part.nameBn)}</span>
                <span className="text-base-content/70 flex justify-between gap-3 text-sm">
                  <span>
                    {t.linePrice({ quantity: format.count(line.quantity), price: format.taka(line.part.price) })}
                  </span>
                  {!line.problem && <span>{format.taka(totalTaka(line.part.price, line.quantity))}</span>}
                </span>
                {line.problem && <span className="text-error text-sm wrap-anywhere">{translate(line.problem)}</span>}
              </li>
            ))}
          </ul>
          <dl className="border-base-300 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t pt-3">
            <dt>{t.subtotal}</dt>
            <dd className="text-right">{format.taka(cart.subtotal)}</dd>
            <dt>{t.deliveryFee}</dt>
            <dd className="text-base-content/70 text-right">
              {deliveryFee === undefined ? t.deliveryFeeOnDistrict : format.taka(deliveryFee)}
            </dd>
            <dt className="text-lg font-bold">{t.total}</dt>
            <dd className="text-right text-lg font-extrabold" aria-live="polite">
              {total === undefined ? '—' : format.taka(total)}
            </dd>
          </dl>
          {failure && (
            <p role="alert" className="alert alert-error alert-soft text-sm wrap-anywhere">
              {translate(failure)}
            </p>
          )}
          <button type="submit" className="btn btn-primary w-full" disabled={isBusy || isCodTooLarge}>
            {isBusy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t.placeOrder}
          </button>
          <p role="status" className="text-base-content/70 text-sm empty:hidden">
            {isLeaving ? t.leaving : ''}
          </p>
        </div>
      </section>
    </form>
  );
}

/** Places (divisions, districts or upazilas) by their names in `language`, as `[id, name]`. */
function byName(places: readonly (readonly string[])[], language: Language): [id: string, name: string][] {
  const named = places.map((place): [string, string] => [
    place[0] ?? '',
    (language === 'bn' ? place.at(-1) : place.at(-2)) ?? '',
  ]);
  return named.sort(([, a], [, b]) => a.localeCompare(b, language));
}

/** Two amounts in taka added in whole poisha, so ৳0.10 + ৳0.20 is ৳0.30. */
const addTaka = (a: number, b: number) => (Math.round(a * 100) + Math.round(b * 100)) / 100;

/**
 * The key of one checkout: a UUID, or as many random bits where the browser has no randomUUID
 * (it gives it to secure pages only: https, or localhost).
 */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
