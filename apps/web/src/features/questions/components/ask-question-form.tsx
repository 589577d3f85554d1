import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { messages, type AskQuestionInput } from '@motoforge/contract';
import { useForm } from 'react-hook-form';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { defineMessages, useMessages } from '@/lib/i18n';
import { lazyResolver, rulesUnavailableMessage } from '@/lib/lazy-resolver';
import { notify } from '@/lib/notify';
import { useAskQuestion } from '../api/ask-question';

const rules = lazyResolver<AskQuestionInput>(() =>
  import('../lib/ask-question-resolver').then((module) => module.askQuestionResolver),
);

const askMessages = defineMessages('shop.askQuestion', {
  form: 'Have A Question',
  email: 'Email',
  question: 'Your question',
  questionPlaceholder: 'Which chain kit fits a 150 cc commuter?',
  submit: 'Submit',
});

/** The "Have A Question" form: validated by the same schema the API uses. */
export function AskQuestionForm() {
  // Until the page runs, a submit would send the form natively, fields in the URL; wait for it.
  const isHydrated = useIsHydrated();
  const askQuestion = useAskQuestion();
  const t = useMessages(askMessages);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: rules.resolver,
    defaultValues: { email: '', message: '' },
  });

  // The form counts as submitting from the click until the shop has answered (the rules may still
  // be loading when it is clicked), so a second click cannot send the question twice.
  const onSubmit = handleSubmit(
    async (input) => {
      try {
        await askQuestion.mutateAsync(input);
        notify.success(messages.questionAsked);
        reset();
      } catch {
        notify.error(messages.errorOccurred);
      }
    },
    // Its rules could not be downloaded: the question was not sent either.
    (invalid) => {
      if (rulesUnavailableMessage(invalid)) notify.error(messages.errorOccurred);
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} onFocus={rules.preload} aria-label={t.form} className="grid gap-4">
      <InputField
        label={t.email}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        registration={register('email')}
      />
      <TextareaField
        label={t.question}
        error={errors.message?.message}
        rows={5}
        placeholder={t.questionPlaceholder}
        registration={register('message')}
      />
      <button type="submit" className="btn btn-primary justify-self-start" disabled={isSubmitting || !isHydrated}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t.submit}
      </button>
    </form>
  );
}
