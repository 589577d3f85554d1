import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { HomeParts } from '@/features/catalogue/components/home-parts';
import { ExpertAdviceBanner } from '@/features/home/components/expert-advice-banner';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { StatisticsBanner } from '@/features/home/components/statistics-banner';
import { HaveAQuestion } from '@/features/questions/components/have-a-question';
import { CustomerReviews } from '@/features/reviews/components/customer-reviews';

/** Home, in the spec's order; the footer comes from the layout. */
export default function HomeRoute() {
  return (
    <>
      <PageTitle>{`${brand.name} — Motorbike Spare Parts`}</PageTitle>
      <HeroCarousel />
      <HomeParts />
      <StatisticsBanner />
      <ExpertAdviceBanner />
      <CustomerReviews />
      <HaveAQuestion />
    </>
  );
}
