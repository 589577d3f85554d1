import { zodResolver } from '@hookform/resolvers/zod';
import { addReviewInputSchema, messages } from '@motoforge/contract';
import { Controller, useForm } from 'react-hook-form';
import { defineMessages, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { TextareaField } from '@/components/ui/form-field';
import { useAddReview } from '../api/add-review';
import { StarRatingInput } from './star-rating-input';

const addReviewMessages = defineMessages('shop.addReview', {
  review: 'Review',
  placeholder: 'How did the part fit and ride?',
  submit: 'Add Review',
});

/** Add a review (docs/product.md#dashboard): text and a rating; name and avatar come from the account. */
export function AddReviewForm() {
  const addReview = useAddReview();
  const t = useMessages(addReviewMessages);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(addReviewInputSchema),
    defaultValues: { review: '', rating: undefined },
  });

  const onSubmit = handleSubmit((input) =>
    addReview.mutate(
      { review: input.review, rating: input.rating },
      {
        onSuccess: () => {
          notify.success(messages.reviewAdded);
          reset();
        },
        onError: () => {
          notify.error(messages.reviewNotAdded);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-5">
      <TextareaField
        label={t.review}
        error={errors.review?.message}
        rows={5}
        placeholder={t.placeholder}
        registration={register('review')}
      />
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <button type="submit" className="btn btn-primary justify-self-start" disabled={addReview.isPending}>
        {addReview.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t.submit}
      </button>
    </form>
  );
}
