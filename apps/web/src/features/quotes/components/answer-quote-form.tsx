import { zodResolver } from '@hookform/resolvers/zod';
import {
  QUOTE_VALIDITY_MAX_DAYS,
  quoteMessages,
  quotePriceFormSchema,
  quoteRefusalInputSchema,
  shopToday,
  type Quote,
  type QuotePriceInput,
  type QuoteRefusalInput,
} from '@motoforge/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { defineMessages, params, useFormat, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { showRefusal } from '@/lib/show-refusal';
import { useAnswerQuote } from '../api/answer-quote';

const formMessages = defineMessages('quotes.answer', {
  priceForm: 'Price this quote',
  priceHint: params('Unit price in taka; the buyer’s own price when asked was {price}.'),
  linePrice: params('Price of {part} × {quantity} (taka)'),
  validUntil: 'Valid until',
  validUntilHint: params('The last day the buyer may accept it: today up to {days} days ahead.'),
  note: 'Note to the buyer (optional)',
  send: 'Send quote',
  refuseForm: 'Refuse this quote',
  refusalNote: 'Why it is refused',
  refuse: 'Refuse quote',
});

type PriceValues = z.input<typeof quotePriceFormSchema>;

/** Two weeks from today in Dhaka: the date the form starts with. */
const twoWeeksAhead = () => {
  const today = Date.parse(`${shopToday()}T00:00:00Z`);
  return new Date(today + 14 * 86_400_000).toISOString().slice(0, 10);
};

/**
 * The admin's answer to a requested quote (docs/product.md#quotes): a unit price per line (it
 * starts at the buyer's own price) and the last day it holds, or a refusal with a note. The rules
 * are the API's own schemas; the server computes the total.
 */
export function AnswerQuoteForm({ quote }: { quote: Quote }) {
  const t = useMessages(formMessages);
  const format = useFormat();
  const text = useCatalogueText();
  const answer = useAnswerQuote();
  const price = useForm<PriceValues, unknown, QuotePriceInput>({
    resolver: zodResolver(quotePriceFormSchema),
    defaultValues: {
      lines: quote.lines.map((line) => ({ partId: line.partId, price: String(line.listPrice) })),
      validUntil: twoWeeksAhead(),
      note: '',
    },
  });
  const refusal = useForm<QuoteRefusalInput>({
    resolver: zodResolver(quoteRefusalInputSchema),
    defaultValues: { note: '' },
  });

  const onPrice = price.handleSubmit((input) =>
    answer.mutate(
      { id: quote.id, answer: { answer: 'price', input } },
      {
        onSuccess: () => notify.success(quoteMessages.priced),
        onError: (error) => showRefusal(error, ['validUntil', 'note'] as const, price.setError),
      },
    ),
  );
  const onRefuse = refusal.handleSubmit((input) =>
    answer.mutate(
      { id: quote.id, answer: { answer: 'refuse', input } },
      {
        onSuccess: () => notify.success(quoteMessages.refused),
        onError: (error) => showRefusal(error, ['note'] as const, refusal.setError),
      },
    ),
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <form
        noValidate
        onSubmit={onPrice}
        aria-labelledby="price-quote"
        className="card bg-base-100 border-base-300 border"
      >
        <div className="card-body gap-4 p-5">
          <h2 id="price-quote" className="text-xl font-bold">
            {t.priceForm}
          </h2>
          {quote.lines.map((line, index) => (
            <InputField
              key={line.partId}
              label={t.linePrice({ part: text(line.name, line.nameBn), quantity: format.count(line.quantity) })}
              hint={t.priceHint({ price: format.taka(line.listPrice) })}
              error={price.formState.errors.lines?.[index]?.price?.message}
              inputMode="decimal"
              autoComplete="off"
              controlClassName="w-full max-w-xs"
              registration={price.register(`lines.${index}.price`)}
            />
          ))}
          <InputField
            label={t.validUntil}
            hint={t.validUntilHint({ days: format.count(QUOTE_VALIDITY_MAX_DAYS) })}
            error={price.formState.errors.validUntil?.message}
            type="date"
            controlClassName="w-full max-w-xs"
            registration={price.register('validUntil')}
          />
          <TextareaField
            label={t.note}
            error={price.formState.errors.note?.message}
            rows={2}
            registration={price.register('note')}
          />
          <button type="submit" className="btn btn-primary justify-self-start" disabled={answer.isPending}>
            {t.send}
          </button>
        </div>
      </form>
      <form
        noValidate
        onSubmit={onRefuse}
        aria-labelledby="refuse-quote"
        className="card bg-base-100 border-base-300 self-start border"
      >
        <div className="card-body gap-4 p-5">
          <h2 id="refuse-quote" className="text-xl font-bold">
            {t.refuseForm}
          </h2>
          <TextareaField
            label={t.refusalNote}
            error={refusal.formState.errors.note?.message}
            rows={3}
            registration={refusal.register('note')}
          />
          <button type="submit" className="btn btn-outline justify-self-start" disabled={answer.isPending}>
            {t.refuse}
          </button>
        </div>
      </form>
    </div>
  );
}
