import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { LowStockList } from '@/features/catalogue/components/low-stock-list';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.lowStockPage', {
  title: 'Low Stock',
  intro: "Products whose stock is at or below their low-stock threshold. Set a product's threshold on its edit page.",
});

export default function LowStockRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="mb-6">{t.intro}</p>
      <LowStockList />
    </>
  );
}
