import type { Review } from '@motoforge/contract';
import { params, defineMessages, useMessages } from '@/lib/i18n';
import { RatingStars } from './rating-stars';

export const DEFAULT_AVATAR = '/images/avatars/default.svg';

const cardMessages = defineMessages('shop.reviewCard', {
  anonymous: 'Anonymous rider',
  photoOf: params('Photo of {name}'),
});

export function ReviewCard({ review }: { review: Review }) {
  const t = useMessages(cardMessages);
  const name = review.name ?? t.anonymous;
  return (
    <article className="card bg-base-100 border-base-300 h-full border shadow-sm">
      <div className="card-body gap-4">
        <div className="flex items-center gap-4">
          <img
            src={review.img ?? DEFAULT_AVATAR}
            alt={t.photoOf({ name })}
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
