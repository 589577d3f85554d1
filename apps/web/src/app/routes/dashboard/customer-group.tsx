import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { QueryContent } from '@/components/ui/query-content';
import { brand } from '@/config/brand';
import { GroupMembers } from '@/features/business-accounts/components/group-members';
import { GroupPricesForm } from '@/features/business-accounts/components/group-prices-form';
import { useCategories } from '@/features/catalogue/api/get-categories';
import { defineMessages, useMessages } from '@/lib/i18n';

const pageMessages = defineMessages('dashboard.customerGroupPage', {
  title: 'Group Prices',
  intro:
    'Members of this group pay the list price less the group’s discount, less the quantity break their line reaches. Every amount is computed by the server.',
});

export default function CustomerGroupRoute() {
  const t = useMessages(pageMessages);
  const { id = '' } = useParams();
  // The categories come from the catalogue (features do not import each other: the page composes them).
  const categories = useCategories();
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      {/* The form waits for the categories: a select drawn before its options would keep none of a rule's. */}
      <QueryContent query={categories}>{(list) => <GroupPricesForm groupId={id} categories={list} />}</QueryContent>
      <GroupMembers groupId={id} />
    </>
  );
}
