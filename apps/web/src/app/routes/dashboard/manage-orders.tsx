import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { ManageOrders } from '@/features/orders/components/manage-orders';

const pageMessages = defineMessages('dashboard.manageOrdersPage', { title: 'Manage All Orders' });

export default function ManageOrdersRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{t.title}</h1>
      <ManageOrders />
    </>
  );
}
