import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { OrderDetail } from '@/features/orders/components/order-detail';

const pageMessages = defineMessages('dashboard.orderDetailPage', { title: 'Your order' });

export default function OrderDetailRoute() {
  const t = useMessages(pageMessages);
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{t.title}</h1>
      <OrderDetail orderId={id} />
    </>
  );
}
