import { useParams } from 'react-router';
import { OrderDetail } from '@/features/orders/components/order-detail';

/** One order's page, for its buyer and for an admin: titled by the order's number (OrderDetail). */
export default function OrderDetailRoute() {
  const { id = '' } = useParams();
  return <OrderDetail orderId={id} />;
}
