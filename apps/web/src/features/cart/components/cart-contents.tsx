import { type Cart, type CartLine, quantityFormSchema } from '@motoforge/contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { InputField } from '@/components/ui/form-field';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { ProductPhoto } from '@/components/ui/product-photo';
import { paths } from '@/config/paths';
import { isSessionEnded, toErrorMessage } from '@/lib/api-client';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { notify } from '@/lib/notify';
import { totalTaka } from '@/lib/taka-total';
import { useTranslateMessage } from '@/lib/translate-message';
import { useCart } from '../hooks/use-cart';
import { usePricedCart } from '../hooks/use-priced-cart';

const cartMessages = defineMessages('cart.cartContents', {
  empty: 'Your cart is empty.',
  seeAllProducts: 'See all products',
  parts: 'Parts in your cart',
  perUnit: params('{price} per unit'),
  listPrice: params('list price {price}'),
  groupPrices: params('Prices of your business group, {group}.'),
  groupMinimum: params('Orders at these prices must come to at least {minimum} before delivery.'),
  quantity: 'Quantity',
  lineTotal: 'Line total',
  remove: 'Remove',
  removeFor: params('Remove {name} from your cart'),
  summary: 'Order summary',
  subtotal: 'Subtotal',
  deliveryAtCheckout: 'The delivery fee of your district is added at checkout.',
  checkout: 'Checkout',
  signInFirst: 'You will sign in first; your cart stays as it is.',
  fixFirst: 'Change or remove the parts marked above to check out.',
});

/**
 * The cart page's content: each part with its photo, price, quantity (the purchase form's rule,
 * checked as it is typed) and what stops it being ordered, the subtotal, and Checkout.
 */
export function CartContents() {
  const priced = usePricedCart();
  if (priced.status === 'loading') return <LoadingScreen />;
  if (priced.status === 'error')
    return <ErrorState message={toErrorMessage(priced.error)} onRetry={priced.retry} isRetrying={priced.isRetrying} />;
  if (priced.cart.lines.length === 0) return <EmptyCart />;
  return <CartLines cart={priced.cart} isUpdating={priced.isUpdating} />;
}

/** What the cart page and the checkout show of an empty cart: the way back to the parts. */
export function EmptyCart() {
  const t = useMessages(cartMessages);
  return (
    <div className="bg-base-200 mx-auto max-w-xl rounded-box p-8 text-center">
      <p className="text-lg font-semibold">{t.empty}</p>
      <Link to={paths.allProducts.getHref()} className="btn btn-primary mt-5">
        {t.seeAllProducts}
      </Link>
    </div>
  );
}

function CartLines({ cart, isUpdating }: { cart: Cart; isUpdating: boolean }) {
  const t = useMessages(cartMessages);
  const format = useFormat();
  const { isSignedIn, isSaving } = useCart();
  // The lines whose typed quantity the rule refuses: the cart keeps their last good one meanwhile.
  const [refusedLines, setRefusedLines] = useState<ReadonlySet<string>>(new Set());
  const onRefusedChange = (partId: string, isRefused: boolean) =>
    setRefusedLines((current) => {
      if (current.has(partId) === isRefused) return current;
      const next = new Set(current);
      if (isRefused) next.add(partId);
      else next.delete(partId);
      return next;
    });
  const hasProblem = cart.lines.some((line) => line.problem !== null || refusedLines.has(line.partId));
  const checkoutHref = isSignedIn ? paths.checkout.getHref() : paths.login.getHref(paths.checkout.getHref());

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
      <ul aria-label={t.parts} className="grid gap-4">
        {cart.lines.map((line, index) => (
          <li key={line.partId}>
            <CartLineItem line={line} isFirst={index === 0} onRefusedChange={onRefusedChange} />
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="cart-summary-heading"
        className="card bg-base-100 border-base-300 border shadow-sm lg:sticky lg:top-4"
      >
        <div className="card-body gap-4 p-5 sm:p-6">
          <h2 id="cart-summary-heading" className="text-xl font-bold">
            {t.summary}
          </h2>
          <div className="flex items-baseline justify-between gap-4" aria-busy={isUpdating}>
            <span className="font-medium">{t.subtotal}</span>
            <span className={`text-2xl font-extrabold ${isUpdating ? 'opacity-50' : ''}`} aria-live="polite">
              {format.taka(cart.subtotal)}
            </span>
          </div>
          <p className="text-base-content/70 text-sm">{t.deliveryAtCheckout}</p>
          {cart.group && <GroupNote group={cart.group} />}
          {hasProblem ? (
            <p className="text-error text-sm font-medium">{t.fixFirst}</p>
          ) : isUpdating || isSaving ? (
            <button type="button" className="btn btn-primary w-full" disabled>
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              {t.checkout}
            </button>
          ) : (
            <Link to={checkoutHref} className="btn btn-primary w-full">
              {t.checkout}
            </Link>
          )}
          {!isSignedIn && !hasProblem && <p className="text-base-content/70 text-sm">{t.signInFirst}</p>}
        </div>
      </section>
    </div>
  );
}

type CartLineItemProps = {
  line: CartLine;
  /** The first line: its photo is the first the page shows, so it loads at once, first. */
  isFirst: boolean;
  onRefusedChange: (partId: string, isRefused: boolean) => void;
};

function CartLineItem({ line, isFirst, onRefusedChange }: CartLineItemProps) {
  const t = useMessages(cartMessages);
  const format = useFormat();
  const text = useCatalogueText();
  const translate = useTranslateMessage();
  const { change } = useCart();
  const { part } = line;
  const name = text(part.name, part.nameBn);
  const [typed, setTyped] = useState(String(line.quantity));
  const [isRemoving, setIsRemoving] = useState(false);
  const rule = useMemo(() => quantityFormSchema(part), [part]);
  const check = rule.safeParse(typed);
  const quantityError = check.success ? undefined : check.error.issues[0]?.message;

  const save = (cartChange: Parameters<typeof change>[0]) =>
    change(cartChange).catch((error: unknown) => {
      // A 401 ends the session and opens the login page, which says so (auth-provider.tsx): said once.
      if (!isSessionEnded(error)) notify.error(toErrorMessage(error));
    });

  const onQuantity = (value: string) => {
    setTyped(value);
    const checked = rule.safeParse(value);
    onRefusedChange(line.partId, !checked.success);
    // Saved as soon as it is right, so the subtotal and Checkout follow what is typed.
    if (checked.success && checked.data !== line.quantity) {
      void save({ type: 'setQuantity', partId: line.partId, quantity: checked.data });
    }
  };

  const remove = async () => {
    setIsRemoving(true);
    onRefusedChange(line.partId, false);
    await save({ type: 'remove', partId: line.partId });
    setIsRemoving(false);
  };

  return (
    <article className="card bg-base-100 border-base-300 border shadow-sm" aria-labelledby={`cart-line-${line.partId}`}>
      <div className="card-body flex-row flex-wrap gap-4 p-4 sm:flex-nowrap sm:p-5">
        <figure className="bg-base-200 aspect-[4/3] w-24 shrink-0 self-start overflow-hidden rounded-box sm:w-32">
          <ProductPhoto
            img={part.img}
            sizes="(min-width: 640px) 128px, 96px"
            alt={name}
            width={400}
            height={300}
            loading={isFirst ? 'eager' : 'lazy'}
            fetchPriority={isFirst ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover"
          />
        </figure>
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <h2 id={`cart-line-${line.partId}`} className="text-lg leading-snug font-bold wrap-anywhere">
            <Link to={paths.part.getHref(line.partId)} className="link-hover">
              {name}
            </Link>
          </h2>
          <p className="text-base-content/80 text-sm">
            {t.perUnit({ price: format.taka(part.price) })}
            {part.listPrice !== part.price && (
              <>
                {' · '}
                <s>{t.listPrice({ price: format.taka(part.listPrice) })}</s>
              </>
            )}
          </p>
          {line.problem && <p className="text-error text-sm font-medium wrap-anywhere">{translate(line.problem)}</p>}
        </div>
        <div className="flex w-full flex-wrap items-start justify-between gap-3 sm:w-auto sm:flex-col sm:items-end">
          {/* Text, not type="number": a browser's number field drops Bengali digits as they are typed. */}
          <InputField
            label={t.quantity}
            error={quantityError}
            labelClassName="text-sm font-medium"
            controlClassName="w-28"
            className="max-w-48"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(event) => onQuantity(event.currentTarget.value)}
          />
          <div className="grid justify-items-end gap-2">
            {!line.problem && (
              <p className="text-right">
                <span className="sr-only">{t.lineTotal} </span>
                <span className="text-lg font-bold">{format.taka(totalTaka(part.price, line.quantity))}</span>
              </p>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-sm text-error"
              aria-label={t.removeFor({ name })}
              disabled={isRemoving}
              onClick={() => void remove()}
            >
              {isRemoving && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {t.remove}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}

/** The buyer's business group (ADR 054): whose prices these are, and the minimum its orders must reach. */
function GroupNote({ group }: { group: NonNullable<Cart['group']> }) {
  const t = useMessages(cartMessages);
  const format = useFormat();
  const text = useCatalogueText();
  return (
    <p className="text-base-content/80 text-sm">
      {t.groupPrices({ group: text(group.name, group.nameBn) })}
      {group.minimumOrder > 0 && <> {t.groupMinimum({ minimum: format.taka(group.minimumOrder) })}</>}
    </p>
  );
}
