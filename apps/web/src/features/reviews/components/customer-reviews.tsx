import { QueryContent } from '@/components/ui/query-content';
import { defineMessages, useMessages } from '@/lib/i18n';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';

const reviewsMessages = defineMessages('shop.customerReviews', {
  eyebrow: 'Reviews',
  heading: 'What our customer says?',
  empty: 'No reviews yet. Be the first to share how our parts ride.',
});

/** Home's "What our customer says?" section. */
export function CustomerReviews() {
  const reviewsQuery = useReviews();
  const t = useMessages(reviewsMessages);

  return (
    <section aria-labelledby="reviews-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-16">
        <div className="mb-8 text-center">
          <p className="text-base-content/70 text-sm font-semibold tracking-widest uppercase">{t.eyebrow}</p>
          <h2 id="reviews-heading" className="mt-1 text-3xl font-extrabold sm:text-4xl">
            {t.heading}
          </h2>
        </div>
        <QueryContent query={reviewsQuery} isEmpty={(reviews) => reviews.length === 0} emptyText={t.empty}>
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
