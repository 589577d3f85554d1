import { BreakableEmail } from '@/components/ui/breakable-email';
import { QueryContent } from '@/components/ui/query-content';
import { defineMessages, useFormat, useMessages } from '@/lib/i18n';
import { useQuestions } from '../api/get-questions';

const listMessages = defineMessages('shop.questionsList', {
  empty: 'No one has asked a question yet.',
  questions: 'Questions',
});

/** The day a question was asked (docs/product.md#data: date only). */
const DATE_ONLY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** Questions (docs/product.md#tables): each with its e-mail, message and date only, newest first. */
export function QuestionsList() {
  const questions = useQuestions();
  const t = useMessages(listMessages);
  const format = useFormat();
  return (
    <QueryContent query={questions} isEmpty={(list) => list.length === 0} emptyText={t.empty}>
      {(list) => (
        <ul className="grid max-w-3xl gap-4" aria-label={t.questions}>
          {list.map((question) => (
            <li key={question._id} className="card bg-base-100 border-base-300 border shadow-sm">
              <article className="card-body gap-2 p-5">
                <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <a href={`mailto:${question.email}`} className="link link-hover font-semibold">
                    <BreakableEmail email={question.email} />
                  </a>
                  <time dateTime={question.d} className="text-base-content/70 text-sm whitespace-nowrap">
                    {format.date(question.d, DATE_ONLY)}
                  </time>
                </header>
                <p dir="auto" className="whitespace-pre-line wrap-anywhere">
                  {question.message}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </QueryContent>
  );
}
