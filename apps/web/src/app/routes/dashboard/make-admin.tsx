import { brand } from '@/config/brand';
import { MakeAdmin } from '@/features/admin/components/make-admin';

export default function MakeAdminRoute() {
  return (
    <>
      <title>{`Make Admin — ${brand.name}`}</title>
      <h1 className="mb-6 text-3xl font-extrabold">Make Admin</h1>
      <MakeAdmin />
    </>
  );
}
