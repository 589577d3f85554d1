import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { MakeAdmin } from '@/features/users/components/make-admin';

export default function MakeAdminRoute() {
  return (
    <>
      <PageTitle>{`Make Admin — ${brand.name}`}</PageTitle>
      <h1 className="mb-6 text-3xl font-extrabold">Make Admin</h1>
      <MakeAdmin />
    </>
  );
}
