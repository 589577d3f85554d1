import { Link } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';
import { ManageProducts } from '@/features/catalogue/components/manage-products';

const pageMessages = defineMessages('dashboard.manageProductsPage', {
  title: 'Manage All Products',
  // {link} is where the link to the Catalogue File page goes.
  inBulk: 'Many parts at once: export or import the whole catalogue as CSV in {link}.',
  catalogueFile: 'Catalogue File',
});

export default function ManageProductsRoute() {
  const t = useMessages(pageMessages);
  const [beforeLink, afterLink] = t.inBulk.split('{link}');
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="mb-6">
        {beforeLink}
        <Link to={paths.dashboard.catalogueFile.getHref()} className="link">
          {t.catalogueFile}
        </Link>
        {afterLink}
      </p>
      <ManageProducts />
    </>
  );
}
