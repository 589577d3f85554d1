import { brand } from '@/config/brand';
import { AddReviewForm } from '@/features/dashboard/components/add-review-form';

export default function AddReviewRoute() {
  return (
    <>
      <title>{`Add a review — ${brand.name}`}</title>
      <h1 className="mb-2 text-3xl font-extrabold">Add a review</h1>
      <p className="text-base-content/80 mb-6">Tell other riders how your parts served you.</p>
      <AddReviewForm />
    </>
  );
}
