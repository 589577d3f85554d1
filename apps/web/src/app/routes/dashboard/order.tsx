import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { MyOrders } from '@/features/orders/components/my-orders';

const pageMessages = defineMessages('dashboard.myOrdersPage', { title: 'My Orders' });

export default function MyOrdersRoute() {
  const t = useMessages(pageMessages);
  const { user } = useAuth();
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{t.title}</h1>
      {user && <MyOrders email={user.email} />}
    </>
  );
}
