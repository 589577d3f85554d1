import { quoteMessages, quoteRequestInputSchema, type QuoteRequestInput } from '@motoforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextareaField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { showRefusal } from '@/lib/show-refusal';
import { useRequestQuote } from '../api/request-quote';

const formMessages = defineMessages('quotes.request', {
  form: 'Ask for a quote',
  intro: 'Ordering in bulk? Ask the shop to price this cart for your business. We answer by SMS and e-mail.',
  note: 'Note to the shop (optional)',
  ask: 'Ask for a quote',
});

/**
 * A business buyer's request for a quote on the cart as it is (docs/product.md#quotes); the
 * quote's own page opens once it is sent.
 */
export function RequestQuoteForm() {
  const t = useMessages(formMessages);
  const navigate = useNavigate();
  const request = useRequestQuote();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof quoteRequestInputSchema>, unknown, QuoteRequestInput>({
    resolver: zodResolver(quoteRequestInputSchema),
    defaultValues: { note: '' },
  });

  const onSubmit = handleSubmit((input) =>
    request.mutate(input, {
      onSuccess: (quote) => {
        notify.success(quoteMessages.requested);
        void navigate(paths.dashboard.myQuote.getHref(quote.id));
      },
      onError: (error) => showRefusal(error, ['note'] as const, setError),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="request-quote"
      className="card bg-base-100 border-base-300 mt-6 border"
    >
      <div className="card-body gap-3 p-5">
        <h2 id="request-quote" className="text-xl font-bold">
          {t.form}
        </h2>
        <p className="text-base-content/80 text-sm">{t.intro}</p>
        <TextareaField label={t.note} error={errors.note?.message} rows={2} registration={register('note')} />
        <button type="submit" className="btn btn-outline justify-self-start" disabled={request.isPending}>
          {request.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t.ask}
        </button>
      </div>
    </form>
  );
}
