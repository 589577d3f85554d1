import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkoutMessages,
  COD_CONFIRM_MINUTES,
  PHONE_CODE_LENGTH,
  phoneCodeInputSchema,
  type ShopOrder,
} from '@motoforge/contract';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { InputField } from '@/components/ui/form-field';
import { QueryContent } from '@/components/ui/query-content';
import { paths } from '@/config/paths';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useLanguage, useMessages } from '@/lib/i18n';
import { localDigits, useErrorMessage, useTranslateMessage } from '@/lib/translate-message';
import { useShopOrder } from '../api/get-shop-order';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import { maskPhone } from '../utils/mask-phone';
import { OrderNotFound } from './order-not-found';
import { ShopOrderSummary } from './shop-order-summary';

const confirmMessages = defineMessages('payments.confirmCashOnDelivery', {
  toPaymentPage: 'Go to its payment page',
  heading: 'Confirm your phone number',
  orderNumber: params('Order {number}'),
  // {length} and {phone} are filled in; the phone number as an element of its own.
  codeSent: 'We sent a {length}-digit code by SMS to {phone}.',
  typeIt:
    'Type it here to confirm your cash on delivery order. An order not confirmed within {minutes} minutes is cancelled.',
  code: 'Code from the SMS',
  confirm: 'Confirm',
  noCode: 'No SMS?',
  sendNewCode: 'Send a new code',
  newCodeSent: 'A new code is on its way: type the newest one.',
  confirmed: 'Your order is confirmed: pay the courier on delivery',
  confirmedNext: 'You can follow it in My Orders.',
  totalOnDelivery: 'To pay on delivery',
  myOrders: 'My Orders',
});

/**
 * A cash-on-delivery order's confirmation (docs/product.md#cash-on-delivery): the order counts once the buyer types the
 * code sent by SMS to its phone. The API's refusals (a wrong or expired code, too many tries, a
 * new code asked too soon) show as text, in the page's language.
 */
export function ConfirmCashOnDelivery({ orderId }: { orderId: string }) {
  const t = useMessages(confirmMessages);
  const translate = useTranslateMessage();
  const order = useShopOrder(orderId);
  const verify = useVerifyPhoneCode();

  return (
    <QueryContent query={order} errorByStatus={{ 404: () => <OrderNotFound /> }}>
      {(shopOrder) => {
        if (shopOrder.paymentMethod !== 'cod') {
          return (
            <div className="bg-base-200 mx-auto max-w-xl rounded-box p-8 text-center">
              <p className="text-base-content/80">{translate(checkoutMessages.phoneCodeNotNeeded)}</p>
              <Link to={paths.dashboard.payment.getHref(shopOrder.id)} className="btn btn-primary mt-5">
                {t.toPaymentPage}
              </Link>
            </div>
          );
        }
        if (shopOrder.phoneConfirmed) return <ConfirmedOrder order={shopOrder} isJustConfirmed={verify.isSuccess} />;
        return <PhoneCodeForm order={shopOrder} verify={verify} />;
      }}
    </QueryContent>
  );
}

type PhoneCodeFormProps = { order: ShopOrder; verify: ReturnType<typeof useVerifyPhoneCode> };

function PhoneCodeForm({ order, verify }: PhoneCodeFormProps) {
  const t = useMessages(confirmMessages);
  const format = useFormat();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const resend = useSendPhoneCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(phoneCodeInputSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(({ code }) =>
    verify.mutate(
      { orderId: order.id, code },
      // The API's word on the code, under the field: wrong, expired, or locked after too many tries.
      { onError: (error) => setError('code', { message: toErrorMessage(error) }, { shouldFocus: true }) },
    ),
  );
  const [beforePhone, afterPhone] = t.codeSent.replace('{length}', format.count(PHONE_CODE_LENGTH)).split('{phone}');

  return (
    <section aria-labelledby="confirm-heading" className="card bg-base-100 border-base-300 max-w-xl border shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <h2 id="confirm-heading" className="text-xl font-bold">
          {t.heading}
        </h2>
        {/* The short number the buyer reads out to the shop on the phone. */}
        <p className="font-mono font-semibold">{t.orderNumber({ number: order.number })}</p>
        <p>
          {beforePhone}
          <span className="font-semibold whitespace-nowrap">{localDigits(language, maskPhone(order.phone))}</span>
          {afterPhone}
        </p>
        <p className="text-base-content/80">{t.typeIt.replace('{minutes}', format.count(COD_CONFIRM_MINUTES))}</p>
        <form noValidate onSubmit={onSubmit} aria-labelledby="confirm-heading" className="grid gap-4">
          <InputField
            label={t.code}
            error={errors.code?.message}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            controlClassName="w-full max-w-48 font-mono text-xl tracking-widest"
            registration={register('code')}
          />
          <button type="submit" className="btn btn-primary justify-self-start" disabled={verify.isPending}>
            {verify.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t.confirm}
          </button>
        </form>
        <div className="border-base-300 flex flex-wrap items-center gap-x-3 gap-y-2 border-t pt-4">
          <span className="text-base-content/80">{t.noCode}</span>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => resend.mutate(order.id)}
            disabled={resend.isPending}
          >
            {resend.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t.sendNewCode}
          </button>
          <p role="status" className="w-full text-sm empty:hidden">
            {resend.isSuccess ? t.newCodeSent : ''}
          </p>
          {resend.isError && (
            <p role="alert" className="text-error w-full text-sm">
              {errorMessage(resend.error)}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function ConfirmedOrder({ order, isJustConfirmed }: { order: ShopOrder; isJustConfirmed: boolean }) {
  const t = useMessages(confirmMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the news takes it, read first by a screen reader, in view on a phone.
  useEffect(() => {
    if (isJustConfirmed) headingRef.current?.focus();
  }, [isJustConfirmed]);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <section className="card bg-base-100 border-success/40 border shadow-sm">
        <div className="card-body items-start gap-3 p-6">
          <h2 ref={headingRef} tabIndex={-1} className="text-success text-2xl font-extrabold outline-none">
            {t.confirmed}
          </h2>
          <p className="text-base-content/80">{t.confirmedNext}</p>
          <Link to={paths.dashboard.order.getHref()} className="btn btn-primary mt-2">
            {t.myOrders}
          </Link>
        </div>
      </section>
      <ShopOrderSummary order={order} totalLabel={t.totalOnDelivery} />
    </div>
  );
}
