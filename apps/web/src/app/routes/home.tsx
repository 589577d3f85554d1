import { params, defineMessages, useMessages } from '@/lib/i18n';
import { HydrateLater } from '@/components/layout/hydrate-later';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { HomeParts } from '@/features/catalogue/components/home-parts';
import { GarageBar } from '@/features/garage/components/garage-bar';
import { ExpertAdviceBanner } from '@/features/home/components/expert-advice-banner';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { StatisticsBanner } from '@/features/home/components/statistics-banner';
import { HaveAQuestion } from '@/features/questions/components/have-a-question';
import { CustomerReviews } from '@/features/reviews/components/customer-reviews';
import { shopHrefFor, diagramsHrefFor, useCurrentBike } from './current-bike';

const homeMessages = defineMessages('shop.homePage', {
  title: params('{brand} — Motorbike Spare Parts'),
});

/** Home, in the spec's order; the footer comes from the layout. */
export default function HomeRoute() {
  const currentBike = useCurrentBike();
  const t = useMessages(homeMessages);

  return (
    <>
      <PageTitle>{t.title({ brand: brand.name })}</PageTitle>
      <HeroCarousel />
      <HydrateLater>
        <HomeParts
          currentBike={currentBike}
          garage={<GarageBar shopHref={shopHrefFor} diagramsHref={diagramsHrefFor} headingLevel="h3" />}
          renderAddToCart={(part) => <AddToCartButton part={part} />}
        />
      </HydrateLater>
      <HydrateLater>
        <StatisticsBanner />
        <ExpertAdviceBanner />
      </HydrateLater>
      <HydrateLater>
        <CustomerReviews />
      </HydrateLater>
      <HydrateLater>
        <HaveAQuestion />
      </HydrateLater>
    </>
  );
}
