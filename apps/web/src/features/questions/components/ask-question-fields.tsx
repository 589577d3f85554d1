import type { AskQuestionInput } from '@motoforge/contract';
import type { FormEvent, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { defineMessages, useMessages } from '@/lib/i18n';
import { lazyResolver } from '@/lib/lazy-resolver';

/** The question form's rules: the schema the API validates the question with, loaded when needed. */
export const askQuestionRules = lazyResolver<AskQuestionInput>(() =>
  import('../lib/ask-question-resolver').then((module) => module.askQuestionResolver),
);

const askMessages = defineMessages('shop.askQuestion', {
  form: 'Have A Question',
  email: 'Email',
  question: 'Your question',
  questionPlaceholder: 'Which chain kit fits a 150 cc commuter?',
  submit: 'Submit',
});

export type QuestionField = keyof AskQuestionInput;

/** What the visitor did in the form before react-hook-form took it over: kept across the swap. */
export type FormSoFar = {
  values: Record<QuestionField, string>;
  /** The field the visitor is in, and where in it. */
  focus?: { field: QuestionField; selectionStart: number | null; selectionEnd: number | null };
  /** Submit was pressed while the form's code was downloading: send it once it is here. */
  submit: boolean;
};

type AskQuestionFieldsProps = {
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The visitor moves into the form (focus, pointer): time to fetch what sending it needs. */
  onApproach: () => void;
  /** Each field's registration with react-hook-form, once it has loaded. */
  registration?: (field: QuestionField) => UseFormRegisterReturn<QuestionField>;
  errors?: Partial<Record<QuestionField, string>>;
  isSubmitting: boolean;
};

/**
 * The "Have A Question" form as it is drawn, before and after react-hook-form has loaded
 * (ask-question-form.tsx): one markup, so the swap from one to the other moves nothing.
 */
export function AskQuestionFields({
  formRef,
  onSubmit,
  onApproach,
  registration,
  errors = {},
  isSubmitting,
}: AskQuestionFieldsProps) {
  // Until the page runs, a submit would send the form natively, fields in the URL; wait for it.
  const isHydrated = useIsHydrated();
  const t = useMessages(askMessages);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={onApproach}
      onPointerEnter={onApproach}
      aria-label={t.form}
      className="grid gap-4"
    >
      <InputField
        label={t.email}
        error={errors.email}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        name="email"
        registration={registration?.('email')}
      />
      <TextareaField
        label={t.question}
        error={errors.message}
        rows={5}
        placeholder={t.questionPlaceholder}
        name="message"
        registration={registration?.('message')}
      />
      <button type="submit" className="btn btn-primary justify-self-start" disabled={isSubmitting || !isHydrated}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t.submit}
      </button>
    </form>
  );
}
