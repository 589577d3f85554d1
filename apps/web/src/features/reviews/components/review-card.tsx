import type { Review } from '@motoforge/contract';
import { RatingStars } from './rating-stars';

export const ANONYMOUS_REVIEWER_NAME = 'Anonymous rider';
export const DEFAULT_AVATAR = '/images/avatars/default.svg';

export function ReviewCard({ review }: { review: Review }) {
  const name = review.name ?? ANONYMOUS_REVIEWER_NAME;
  return (
    <article className="card bg-base-100 border-base-300 h-full border shadow-sm">
      <div className="card-body gap-4">
        <div className="flex items-center gap-4">
          <img
            src={review.img ?? DEFAULT_AVATAR}
            alt={`Photo of ${name}`}
            width={56}
            height={56}
            loading="lazy"
            className="ring-primary ring-offset-base-100 size-14 rounded-full object-cover ring-2 ring-offset-2"
          />
          <div className="grid min-w-0 gap-1">
            <h3 dir="auto" className="font-semibold wrap-anywhere">
              {name}
            </h3>
            <RatingStars rating={review.rating} />
          </div>
        </div>
        <blockquote dir="auto" className="text-base-content/85 leading-relaxed wrap-anywhere">
          <p>“{review.review}”</p>
        </blockquote>
      </div>
    </article>
  );
}
