import { brand } from '@/config/brand';
import { portfolio } from '@/data/portfolio';
import { PortfolioCv } from '@/features/portfolio/components/portfolio-cv';

export default function PortfolioRoute() {
  return (
    <>
      <title>{`${portfolio.name} — Portfolio — ${brand.name}`}</title>
      <PortfolioCv />
    </>
  );
}
