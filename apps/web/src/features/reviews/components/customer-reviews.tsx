import { QueryContent } from '@/components/ui/query-content';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';

/** Home's "What our customer says?" section. */
export function CustomerReviews() {
  const reviewsQuery = useReviews();

  return (
    <section aria-labelledby="reviews-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-16">
        <div className="mb-8 text-center">
          <p className="text-base-content/70 text-sm font-semibold tracking-widest uppercase">Reviews</p>
          <h2 id="reviews-heading" className="mt-1 text-3xl font-extrabold sm:text-4xl">
            What our customer says?
          </h2>
        </div>
        <QueryContent
          query={reviewsQuery}
          isEmpty={(reviews) => reviews.length === 0}
          emptyText="No reviews yet. Be the first to share how our parts ride."
        >
          {(reviews) => (
            <ul className="grid grid-cols-1 gap-6 lg:grid-cols-3">
              {reviews.map((review) => (
                <li key={review._id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          )}
        </QueryContent>
      </div>
    </section>
  );
}
