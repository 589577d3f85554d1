import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { portfolio } from '@/data/portfolio';
import { PortfolioCv } from '@/features/portfolio/components/portfolio-cv';
import { defineMessages, useMessages } from '@/lib/i18n';

const portfolioPageMessages = defineMessages('account.portfolioPage', {
  portfolio: 'Portfolio',
});

export default function PortfolioRoute() {
  const t = useMessages(portfolioPageMessages);
  return (
    <>
      <PageTitle>{`${portfolio.name} — ${t.portfolio} — ${brand.name}`}</PageTitle>
      <PortfolioCv />
    </>
  );
}
