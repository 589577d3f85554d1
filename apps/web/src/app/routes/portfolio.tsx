import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { portfolio } from '@/data/portfolio';
import { PortfolioCv } from '@/features/portfolio/components/portfolio-cv';

export default function PortfolioRoute() {
  return (
    <>
      <PageTitle>{`${portfolio.name} — Portfolio — ${brand.name}`}</PageTitle>
      <PortfolioCv />
    </>
  );
}
