import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { ManageOrders } from '@/features/orders/components/manage-orders';

export default function ManageOrdersRoute() {
  return (
    <>
      <PageTitle>{`Manage All Orders — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">Manage All Orders</h1>
      <ManageOrders />
    </>
  );
}
