import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryContent } from '@/components/ui/query-content';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';
import { partsPageQueryOptions } from '../api/get-parts-page';
import { HOME_PARTS_SEARCH, selectHomeParts } from '../api/select-home-parts';
import type { CurrentBike } from './fitment-note';
import type { RenderAddToCart } from './part-card';
import { PartsGrid } from './parts-grid';

const homePartsMessages = defineMessages('shop.homeParts', {
  eyebrow: 'Our catalogue',
  heading: 'Motorbike Spare Parts',
  empty: 'No parts are listed yet. Please check back soon.',
  allProducts: 'All Products',
});

/** Home's "Motorbike Spare Parts" section: a selection of the catalogue and a way to all of it. */
type HomePartsProps = {
  /** The rider's current bike, named in the cards' fitment lines; null when there is none. */
  currentBike?: CurrentBike | null;
  /** The rider's garage (its bike picker), shown above the parts. */
  garage?: ReactNode;
  renderAddToCart?: RenderAddToCart;
};

export function HomeParts({ currentBike = null, garage, renderAddToCart }: HomePartsProps) {
  const partsQuery = useQuery({ ...partsPageQueryOptions(HOME_PARTS_SEARCH), select: selectHomeParts });
  const t = useMessages(homePartsMessages);

  return (
    <section aria-labelledby="home-parts-heading" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-16">
      <div className="mb-8 text-center">
        <p className="text-base-content/70 text-sm font-semibold tracking-widest uppercase">{t.eyebrow}</p>
        <h2 id="home-parts-heading" className="mt-1 text-3xl font-extrabold sm:text-4xl">
          {t.heading}
        </h2>
      </div>
      {garage && <div className="mb-8">{garage}</div>}
      <QueryContent query={partsQuery} isEmpty={(parts) => parts.length === 0} emptyText={t.empty}>
        {(parts) => <PartsGrid parts={parts} currentBike={currentBike} renderAddToCart={renderAddToCart} />}
      </QueryContent>
      <div className="mt-10 text-center">
        <Link to={paths.allProducts.getHref()} className="btn btn-neutral btn-wide">
          {t.allProducts}
        </Link>
      </div>
    </section>
  );
}
