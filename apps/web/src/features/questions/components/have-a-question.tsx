import { defineMessages, useMessages } from '@/lib/i18n';
import { AskQuestionForm } from './ask-question-form';

const haveAQuestionMessages = defineMessages('shop.haveAQuestion', {
  eyebrow: 'Ask us',
  heading: 'Have A Question',
  body: 'Not sure a part fits your bike, or need a quote for a workshop order? Leave your e-mail and your question, and our parts team will write back within one working day.',
});

/** Home's "Have A Question" section. */
export function HaveAQuestion() {
  const t = useMessages(haveAQuestionMessages);
  return (
    <section
      id="have-a-question"
      aria-labelledby="question-heading"
      className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-16"
    >
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <p className="text-base-content/70 text-sm font-semibold tracking-widest uppercase">{t.eyebrow}</p>
          <h2 id="question-heading" className="mt-1 text-3xl font-extrabold sm:text-4xl">
            {t.heading}
          </h2>
          <p className="text-base-content/80 mt-4 max-w-prose text-lg">{t.body}</p>
        </div>
        <div className="card bg-base-100 border-base-300 border shadow-sm">
          <div className="card-body">
            <AskQuestionForm />
          </div>
        </div>
      </div>
    </section>
  );
}
