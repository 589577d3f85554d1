import { messages } from '@motoforge/contract';
import { useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { rulesUnavailableMessage } from '@/lib/lazy-resolver';
import { notify } from '@/lib/notify';
import { useAskQuestion } from '../api/ask-question';
import { AskQuestionFields, askQuestionRules, type FormSoFar } from './ask-question-fields';

/** The "Have A Question" form with react-hook-form: what ask-question-form.tsx swaps in. */
export function LiveAskQuestionForm({ soFar }: { soFar?: FormSoFar }) {
  const askQuestion = useAskQuestion();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: askQuestionRules.resolver,
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

  // Before the first paint: what was typed, where the caret was, and a submit that was waiting.
  useLayoutEffect(() => {
    if (!soFar) return;
    setValue('email', soFar.values.email);
    setValue('message', soFar.values.message);
    const field = soFar.focus && formRef.current?.elements.namedItem(soFar.focus.field);
    if (soFar.focus && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      field.focus();
      // An e-mail input has no caret position to set (it throws): its caret goes to the end.
      if (field instanceof HTMLTextAreaElement)
        field.setSelectionRange(soFar.focus.selectionStart, soFar.focus.selectionEnd);
    }
    if (soFar.submit) void onSubmit();
    // Once, as the form takes over: `soFar` never changes after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AskQuestionFields
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      onApproach={askQuestionRules.preload}
      registration={register}
      errors={{ email: errors.email?.message, message: errors.message?.message }}
      isSubmitting={isSubmitting}
    />
  );
}
