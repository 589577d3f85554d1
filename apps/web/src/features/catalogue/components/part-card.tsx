import type { CatalogueItem, MemberPrice as MemberPriceOf } from '@motoforge/contract';
import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { ProductPhoto } from '@/components/ui/product-photo';
import { type CurrentBike, FitmentNote } from './fitment-note';
import { MemberPrice } from './member-price';

/**
 * How wide a card's photo is shown: a quarter of the page (1280 px at most) on desktops, half on
 * tablets, all of it on phones.
 */
const PART_CARD_SIZES = '(min-width: 1024px) 286px, (min-width: 768px) 50vw, 100vw';

const cardMessages = defineMessages('shop.partCard', {
  minimumOrder: params('Minimum order: {count}'),
  availableQuantity: params('Available quantity: {count}'),
  price: 'Price: ',
  buyNowFor: params('Buy Now: {name}'),
  buyNow: 'Buy Now',
});

/** The cart's Add to cart for a part, composed in by the page (features do not import each other). */
export type RenderAddToCart = (part: CatalogueItem) => ReactNode;

type PartCardProps = {
  part: CatalogueItem;
  /** The rider's current bike, named in the fitment line; null when there is none. */
  currentBike?: CurrentBike | null;
  /** The card's heading level, so each page keeps its headings in order. */
  headingLevel?: 'h2' | 'h3';
  /** A card in the first screenful: its photo loads at once, first, instead of lazily. */
  isAboveTheFold?: boolean;
  renderAddToCart?: RenderAddToCart;
  /** The signed-in buyer's own price, when their business account has one (ADR 054). */
  memberPrice?: MemberPriceOf;
};

export function PartCard({
  part,
  currentBike = null,
  headingLevel: Heading = 'h3',
  isAboveTheFold = false,
  renderAddToCart,
  memberPrice,
}: PartCardProps) {
  const t = useMessages(cardMessages);
  const format = useFormat();
  const text = useCatalogueText();
  const name = text(part.name, part.nameBn);
  return (
    <article className="card bg-base-100 border-base-300 h-full border shadow-sm transition-shadow hover:shadow-md">
      <figure className="bg-base-200 aspect-[4/3]">
        <ProductPhoto
          img={part.img}
          sizes={PART_CARD_SIZES}
          alt={name}
          width={400}
          height={300}
          loading={isAboveTheFold ? 'eager' : 'lazy'}
          fetchPriority={isAboveTheFold ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover"
        />
      </figure>
      <div className="card-body @container gap-3 p-5">
        <Heading className="card-title text-lg leading-snug wrap-anywhere">
          <Link to={paths.part.getHref(part._id)} className="link-hover">
            {name}
          </Link>
        </Heading>
        <FitmentNote status={part.fitsCurrentBike} bike={currentBike} />
        {/* The whole description is on the part's own page; a card keeps to the size of its row. */}
        <p className="text-base-content/80 line-clamp-3 grow-0 text-sm wrap-anywhere">
          {text(part.description, part.descriptionBn)}
        </p>
        <div className="grid gap-1 text-sm">
          <p>{t.minimumOrder({ count: format.count(part.minimumOrder) })}</p>
          <p>{t.availableQuantity({ count: format.count(part.availableQuantity) })}</p>
        </div>
        {/*
         * The price, then the buttons side by side, one under the other where they do not fit: the
         * cards of a grid are as wide as each other, so they all end alike whatever their prices.
         */}
        <div className="mt-auto flex flex-col gap-3 pt-2">
          {memberPrice ? (
            <MemberPrice price={memberPrice} className="text-2xl font-bold" />
          ) : (
            <p className="text-2xl font-bold">
              <span className="sr-only">{t.price}</span>
              {format.taka(part.price)}
            </p>
          )}
          <div className="flex flex-wrap gap-2 *:grow">
            {renderAddToCart?.(part)}
            <Link to={paths.purchase.getHref(part._id)} className="btn btn-primary" aria-label={t.buyNowFor({ name })}>
              {t.buyNow}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
