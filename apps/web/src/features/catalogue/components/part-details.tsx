import { isInStock, type PartDetail } from '@motoforge/contract';
import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';
import { Link } from 'react-router';
import { PageHead, usePublicUrl } from '@/components/layout/page-head';
import { PageTitle } from '@/components/layout/page-title';
import { NotFoundState } from '@/components/ui/not-found-state';
import { ProductPhoto } from '@/components/ui/product-photo';
import { QueryContent } from '@/components/ui/query-content';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { usePart } from '../api/get-part';
import { usePartSuccessor } from '../api/get-part-successor';
import { useMemberPrices } from '../api/get-member-prices';
import { type CurrentBike, FitmentNote } from './fitment-note';
import { MemberPrice } from './member-price';
import { FitmentTable } from './fitment-table';
import type { RenderAddToCart } from './part-card';

/** Half the page (1280 px at most) on desktops, all of it below. */
const PART_PHOTO_SIZES = '(min-width: 1024px) 600px, 100vw';
/** A search result's snippet is about this long; the description is cut at a word. */
const META_DESCRIPTION_MAX = 155;

const detailsMessages = defineMessages('shop.partDetails', {
  notFoundTitle: params('Part not found — {brand}'),
  notFound: 'Part not found',
  seeAllProducts: 'See all products',
  notFoundText: 'This part is not in the catalogue. It may have been removed, or the link is mistyped.',
  replacedTitle: 'Part replaced',
  replacedBy: params('This part was replaced by {name}.'),
  seeReplacement: params('See {name}'),
  replaces: params('Replaces {numbers}'),
  price: 'Price: ',
  stock: 'Stock',
  inStock: params('{count} in stock'),
  outOfStock: 'Out of stock',
  minimumOrder: 'Minimum order',
  sku: 'SKU',
  oemNumbers: 'OEM numbers',
  noneListed: 'None listed',
  category: 'Category',
  buyNowFor: params('Buy Now: {name}'),
  buyNow: 'Buy Now',
  description: 'Description',
  fitment: 'Fitment',
});

type PartDetailsProps = {
  partId: string;
  currentBike?: CurrentBike | null;
  renderAddToCart?: RenderAddToCart;
};

/** The public part page (docs/product.md#catalogue): everything a rider needs to decide, Add to cart and Buy Now. */
export function PartDetails({ partId, currentBike = null, renderAddToCart }: PartDetailsProps) {
  const part = usePart(partId);
  return (
    <QueryContent query={part} errorByStatus={{ 404: () => <PartNotFound partId={partId} /> }}>
      {(data) => <PartPage part={data} currentBike={currentBike} renderAddToCart={renderAddToCart} />}
    </QueryContent>
  );
}

/** A removed part whose number another part replaces points to that part (docs/search.md#old-part-numbers). */
function PartNotFound({ partId }: { partId: string }) {
  const t = useMessages(detailsMessages);
  const text = useCatalogueText();
  const successor = usePartSuccessor(partId).data?.successor;
  if (successor) {
    const name = text(successor.name, successor.nameBn);
    return (
      <>
        <PageTitle>{t.notFoundTitle({ brand: brand.name })}</PageTitle>
        <NotFoundState
          as="h1"
          title={t.replacedTitle}
          link={{ to: paths.part.getHref(successor._id), label: t.seeReplacement({ name }) }}
        >
          {t.replacedBy({ name })}
        </NotFoundState>
      </>
    );
  }
  return (
    <>
      <PageTitle>{t.notFoundTitle({ brand: brand.name })}</PageTitle>
      <NotFoundState as="h1" title={t.notFound} link={{ to: paths.allProducts.getHref(), label: t.seeAllProducts }}>
        {t.notFoundText}
      </NotFoundState>
    </>
  );
}

type PartPageProps = { part: PartDetail; currentBike: CurrentBike | null; renderAddToCart?: RenderAddToCart };

function PartPage({ part: asListed, currentBike, renderAddToCart }: PartPageProps) {
  const text = useCatalogueText();
  // The page in its language through and through: title, photo's text, search engines' data.
  const part = {
    ...asListed,
    name: text(asListed.name, asListed.nameBn),
    description: text(asListed.description, asListed.descriptionBn),
    categoryName: text(asListed.categoryName, asListed.categoryNameBn),
  };
  const canonicalUrl = usePublicUrl(paths.part.getHref(part._id));
  const imageUrl = usePublicUrl(part.img);
  const inStock = isInStock(part);
  const t = useMessages(detailsMessages);
  const format = useFormat();
  const memberPrice = useMemberPrices([part._id]).get(part._id);

  return (
    <article className="grid gap-10">
      <PageTitle>{`${part.name} (${part.sku}) — ${brand.name}`}</PageTitle>
      <PageHead
        description={metaDescription(part, format.taka(part.price))}
        canonicalUrl={canonicalUrl}
        structuredData={productData(part, canonicalUrl, imageUrl)}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <figure className="bg-base-200 rounded-box aspect-[4/3] overflow-hidden">
          <ProductPhoto
            img={part.img}
            sizes={PART_PHOTO_SIZES}
            alt={part.name}
            width={800}
            height={600}
            fetchPriority="high"
            decoding="async"
            className="size-full object-cover"
          />
        </figure>
        <div className="flex flex-col gap-4">
          <Link
            to={paths.allProducts.getHref({ category: part.category })}
            className="link link-hover text-base-content/70 text-sm font-semibold tracking-widest uppercase"
          >
            {part.categoryName}
          </Link>
          <h1 className="text-3xl font-extrabold wrap-anywhere sm:text-4xl">{part.name}</h1>
          {part.replaces.length > 0 && (
            <p className="text-base-content/80 font-semibold wrap-anywhere">
              {t.replaces({ numbers: part.replaces.join(', ') })}
            </p>
          )}
          {memberPrice ? (
            <MemberPrice price={memberPrice} className="text-3xl font-bold" />
          ) : (
            <p className="text-3xl font-bold">
              <span className="sr-only">{t.price}</span>
              {format.taka(part.price)}
            </p>
          )}
          <FitmentNote status={part.fitsCurrentBike} bike={currentBike} withGuarantee />
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="font-semibold">{t.stock}</dt>
            <dd className={inStock ? 'text-success' : 'text-error'}>
              {inStock ? t.inStock({ count: format.count(part.availableQuantity) }) : t.outOfStock}
            </dd>
            <dt className="font-semibold">{t.minimumOrder}</dt>
            <dd>{format.count(part.minimumOrder)}</dd>
            <dt className="font-semibold">{t.sku}</dt>
            <dd className="font-mono wrap-anywhere">{part.sku}</dd>
            <dt className="font-semibold">{t.oemNumbers}</dt>
            <dd className="font-mono wrap-anywhere">
              {part.oemNumbers.length > 0 ? part.oemNumbers.join(', ') : t.noneListed}
            </dd>
            <dt className="font-semibold">{t.category}</dt>
            <dd>{part.categoryName}</dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            {renderAddToCart?.(part)}
            <Link
              to={paths.purchase.getHref(part._id)}
              className="btn btn-primary btn-lg"
              aria-label={t.buyNowFor({ name: part.name })}
            >
              {t.buyNow}
            </Link>
          </div>
        </div>
      </div>
      <section aria-labelledby="part-description-heading" className="grid gap-3">
        <h2 id="part-description-heading" className="text-2xl font-bold">
          {t.description}
        </h2>
        <p className="text-base-content/80 max-w-3xl whitespace-pre-line wrap-anywhere">{part.description}</p>
      </section>
      <section aria-labelledby="part-fitment-heading" className="grid gap-3">
        <h2 id="part-fitment-heading" className="text-2xl font-bold">
          {t.fitment}
        </h2>
        <FitmentTable fitment={part.fitment} />
      </section>
    </article>
  );
}

/** The part's name, number, price (`price`, in the page's language) and description, cut to a snippet's length. */
function metaDescription(part: PartDetail, price: string): string {
  const text = `${part.name} (${part.sku}), ${price}. ${part.description}`.replace(/\s+/g, ' ').trim();
  if (text.length <= META_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, META_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** schema.org Product data (https://schema.org/Product), as search engines read it for a shop's part. */
function productData(part: PartDetail, url: string, imageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: part.name,
    sku: part.sku,
    // The SKU is the part number its manufacturer, this shop, gives it.
    mpn: part.sku,
    image: imageUrl,
    description: part.description,
    category: part.categoryName,
    brand: { '@type': 'Brand', name: brand.name },
    offers: {
      '@type': 'Offer',
      url,
      price: part.price.toFixed(2),
      priceCurrency: 'BDT',
      availability: isInStock(part) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
