import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { ConfirmCashOnDelivery } from '@/features/payments/components/confirm-cash-on-delivery';

const pageMessages = defineMessages('dashboard.orderConfirmPage', { title: 'Confirm your order' });

export default function OrderConfirmRoute() {
  const t = useMessages(pageMessages);
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{t.title}</h1>
      <ConfirmCashOnDelivery orderId={id} />
    </>
  );
}
