import { useParams } from 'react-router';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { OrderReturns } from '@/features/returns/components/order-returns';

/** One order's page, for its buyer and for an admin: titled by the order's number (OrderDetail). */
export default function OrderDetailRoute() {
  const { id = '' } = useParams();
  // An order's returns sit on its page, below what the order itself shows (docs/returns.md).
  return <OrderDetail orderId={id} more={(order) => <OrderReturns order={order} />} />;
}
