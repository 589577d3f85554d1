import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { OrderPayment } from '@/features/payments/components/order-payment';

const pageMessages = defineMessages('dashboard.paymentPage', { title: 'Payment' });

export default function PaymentRoute() {
  const t = useMessages(pageMessages);
  const { id = '' } = useParams();
  const { user } = useAuth();
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">{t.title}</h1>
      <OrderPayment orderId={id} buyerName={user?.displayName ?? ''} />
    </>
  );
}
