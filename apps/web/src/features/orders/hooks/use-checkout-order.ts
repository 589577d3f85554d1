import { type CheckoutInput, type CheckoutResponse, sameSitePath } from '@motoforge/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, isSessionEnded, toErrorMessage } from '@/lib/api-client';
import { leaveFor } from '@/lib/leave-for';
import { notify } from '@/lib/notify';
import { usePlaceCheckout } from '../api/place-checkout';

type CheckoutOrderOptions<Field extends string> = {
  /** The form's fields by their names in the request: the API's refusal of one shows under it. */
  fields: readonly Field[];
  setError: (field: Field, error: { message: string }) => void;
  /** A refusal no field of the form shows (the checkout's alert, the purchase page's toast). */
  onFailure?: (message: string) => void;
  /** A 409: a part ran out or is in an unpaid order already, so what the page shows has changed. */
  onConflict?: () => void;
  /** The order is placed (before the page is left). */
  onPlaced?: () => void;
  /** The page is left for the order's next step. */
  onLeft?: () => void;
  /** Where an order paid by card goes: the payment page the server names, unless the page says. */
  cardPage?: (orderId: string) => string;
  /** A priced quote the order accepts, instead of the cart (ADR 057). */
  quoteId?: string;
};

/**
 * Places an order through `POST /api/checkout` and follows the answer's `next` (docs/architecture.md,
 * Cart and checkout): the phone's confirmation for cash on delivery, SSLCommerz's page to pay
 * online, the card payment page. One Idempotency-Key per visit of the page goes with every try, so
 * a retried or double-sent order is made once.
 */
export function useCheckoutOrder<Field extends string>({
  fields,
  setError,
  onFailure,
  onConflict,
  onPlaced,
  onLeft,
  cardPage,
  quoteId,
}: CheckoutOrderOptions<Field>) {
  const navigate = useNavigate();
  const placeCheckout = usePlaceCheckout();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const isField = (field: string): field is Field => (fields as readonly string[]).includes(field);

  const goOn = async ({ orderId, next, notice }: CheckoutResponse) => {
    onPlaced?.();
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
        : (cardPage?.(orderId) ?? sameSitePath(next.path) ?? paths.dashboard.payment.getHref(orderId));
    await navigate(target);
    onLeft?.();
  };

  const onRefused = (error: unknown) => {
    // A 401 ends the session and opens the login page, which says so (auth-provider.tsx): said once.
    if (isSessionEnded(error)) return;
    const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
    const ofFields = fieldErrors.filter(({ field }) => isField(field));
    for (const { field, message } of ofFields) if (isField(field)) setError(field, { message });
    if (ofFields.length === 0 || ofFields.length < fieldErrors.length) {
      const message = toErrorMessage(error);
      setFailure(message);
      onFailure?.(message);
    }
    if (error instanceof ApiError && error.status === 409) onConflict?.();
  };

  const place = (input: CheckoutInput) => {
    setFailure(null);
    placeCheckout.mutate(
      { input, idempotencyKey, quoteId },
      { onSuccess: (answer) => void goOn(answer), onError: onRefused },
    );
  };

  return { place, failure, isLeaving, isBusy: placeCheckout.isPending || isLeaving };
}

/**
 * The key of one order: a UUID, or as many random bits where the browser has no randomUUID
 * (it gives it to secure pages only: https, or localhost).
 */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
