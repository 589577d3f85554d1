import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { OrderPayment } from '@/features/payments/components/order-payment';

export default function PaymentRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  return (
    <>
      <PageTitle>{`Payment — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">Payment</h1>
      <OrderPayment orderId={id} buyerName={user?.displayName ?? ''} />
    </>
  );
}
