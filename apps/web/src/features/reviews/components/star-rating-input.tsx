import { RATING_MAX, RATING_MIN } from '@motoforge/contract';
import { count } from '@nanostores/i18n';
import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';
import { useId } from 'react';

type StarRatingInputProps = {
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
};

const ratingMessages = defineMessages('shop.starRatingInput', {
  rating: 'Rating',
  stars: params(count({ one: '{count} star', other: '{count} stars' })),
});

const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/**
 * A rating from 1 to 5 as a group of radio buttons drawn as stars: the arrow keys move between
 * them and each is announced as "1 star" … "5 stars". Empty stars keep a visible outline.
 */
export function StarRatingInput({ value, onChange, onBlur, error }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const t = useMessages(ratingMessages);
  const format = useFormat();
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-medium">{t.rating}</legend>
      <div className="flex gap-1">
        {ratings.map((rating) => {
          const isFilled = value !== undefined && rating <= value;
          return (
            <label
              key={rating}
              className="has-[:focus-visible]:outline-primary relative rounded-field p-0.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2"
            >
              <input
                type="radio"
                name={name}
                value={rating}
                aria-label={t.stars({ count: format.count(rating) })(rating)}
                aria-invalid={error ? true : undefined}
                // Transparent over its star, so a click or a tap lands on the radio itself.
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
                checked={value === rating}
                onChange={() => onChange(rating)}
                onBlur={onBlur}
              />
              <svg
                viewBox="0 0 20 20"
                strokeWidth={1.2}
                strokeLinejoin="round"
                className={`pointer-events-none size-9 transition-colors ${isFilled ? 'fill-secondary stroke-amber-700' : 'fill-base-100 stroke-base-content/60'}`}
                aria-hidden="true"
              >
                <path d="M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.9l-5.25 2.7 1-5.8L1.5 7.7l5.9-.9z" />
              </svg>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
