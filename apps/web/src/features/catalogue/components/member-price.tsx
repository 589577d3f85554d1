import type { MemberPrice as MemberPriceOf } from '@motoforge/contract';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';

const memberPriceMessages = defineMessages('shop.memberPrice', {
  yourPrice: 'Your price: ',
  listPrice: 'List price',
  fromQuantity: params('{count} or more: {price} each'),
});

type MemberPriceProps = {
  price: MemberPriceOf;
  /** The price's size: a card's, or the part page's larger one. */
  className: string;
};

/** A business account's own price (ADR 054), with the list price beside it and the quantity breaks. */
export function MemberPrice({ price, className }: MemberPriceProps) {
  const t = useMessages(memberPriceMessages);
  const format = useFormat();
  return (
    <div className="grid gap-1">
      <p className={className}>
        <span className="sr-only">{t.yourPrice}</span>
        {format.taka(price.price)}{' '}
        <span className="text-base-content/70 text-sm font-normal">
          {t.listPrice} <s>{format.taka(price.listPrice)}</s>
        </span>
      </p>
      {price.breaks.length > 0 && (
        <ul className="text-sm">
          {price.breaks.map((step) => (
            <li key={step.minQuantity}>
              {t.fromQuantity({ count: format.count(step.minQuantity), price: format.taka(step.price) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
