import { useParams } from 'react-router';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { OrderAdvance } from '@/features/payments/components/order-advance';
import { OrderReturns } from '@/features/returns/components/order-returns';

/** One order's page, for its buyer and for an admin: titled by the order's number (OrderDetail). */
export default function OrderDetailRoute() {
  const { id = '' } = useParams();
  // A risky COD order's advance, then the order's returns, below what the order itself shows
  // (docs/orders.md#cod-risk, docs/returns.md).
  return (
    <OrderDetail
      orderId={id}
      more={(order) => (
        <>
          <OrderAdvance order={order} />
          <OrderReturns order={order} />
        </>
      )}
    />
  );
}
