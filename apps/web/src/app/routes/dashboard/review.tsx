import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { defineMessages, useMessages } from '@/lib/i18n';
import { AddReviewForm } from '@/features/reviews/components/add-review-form';

const pageMessages = defineMessages('dashboard.reviewPage', {
  title: 'Add a review',
  intro: 'Tell other riders how your parts served you.',
});

export default function AddReviewRoute() {
  const t = useMessages(pageMessages);
  return (
    <>
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">{t.title}</h1>
      <p className="text-base-content/80 mb-6">{t.intro}</p>
      <AddReviewForm />
    </>
  );
}
