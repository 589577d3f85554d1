import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { AddReviewForm } from '@/features/reviews/components/add-review-form';

export default function AddReviewRoute() {
  return (
    <>
      <PageTitle>{`Add a review — ${brand.name}`}</PageTitle>
      <h1 className="mb-2 text-3xl font-extrabold">Add a review</h1>
      <p className="text-base-content/80 mb-6">Tell other riders how your parts served you.</p>
      <AddReviewForm />
    </>
  );
}
