import { RATING_MAX } from '@motoforge/contract';
import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';

const starsMessages = defineMessages('shop.ratingStars', {
  rated: params('Rated {rating} out of {max}'),
});

/** A read-only star rating; assistive technology hears "Rated 4 out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  const t = useMessages(starsMessages);
  const format = useFormat();
  const stars = Array.from({ length: RATING_MAX }, (_, index) => index < rating);
  return (
    <div
      role="img"
      aria-label={t.rated({ rating: format.count(rating), max: format.count(RATING_MAX) })}
      className="flex gap-0.5"
    >
      {stars.map((isFilled, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          strokeWidth={1.2}
          strokeLinejoin="round"
          className={`size-5 ${isFilled ? 'fill-secondary stroke-amber-700' : 'fill-base-200 stroke-base-content/45'}`}
          aria-hidden="true"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.9l-5.25 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </div>
  );
}
