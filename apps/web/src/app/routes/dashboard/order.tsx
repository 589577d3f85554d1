import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { MyOrders } from '@/features/orders/components/my-orders';

export default function MyOrdersRoute() {
  const { user } = useAuth();
  return (
    <>
      <PageTitle>{`My Orders — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">My Orders</h1>
      {user && <MyOrders email={user.email} />}
    </>
  );
}
