import { messages } from '@motoforge/contract';
import { type ComponentType, type FormEvent, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { AskQuestionFields, askQuestionRules, type FormSoFar, type QuestionField } from './ask-question-fields';

type LiveForm = ComponentType<{ soFar?: FormSoFar }>;

let liveForm: LiveForm | undefined;
let loading: Promise<LiveForm> | undefined;

/** The form with react-hook-form (15 kB gzipped), fetched once; a failed download is tried again. */
const loadLiveForm = () =>
  (loading ??= import('./live-ask-question-form').then(
    (module) => (liveForm = module.LiveAskQuestionForm),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

const isQuestionField = (name: string): name is QuestionField => name === 'email' || name === 'message';

function formSoFar(form: HTMLFormElement, submit: boolean): FormSoFar {
  const data = new FormData(form);
  const active = document.activeElement;
  const isField =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
    form.contains(active) &&
    isQuestionField(active.name);
  return {
    values: { email: String(data.get('email') ?? ''), message: String(data.get('message') ?? '') },
    focus: isField
      ? {
          field: active.name as QuestionField,
          selectionStart: active.selectionStart,
          selectionEnd: active.selectionEnd,
        }
      : undefined,
    submit,
  };
}

/**
 * The "Have A Question" form, validated by the same schema the API uses. Home draws it from the
 * server, and few visitors use it: react-hook-form is fetched when the visitor moves into the form
 * (focus, pointer), and taken over by it at the first submit, so the controls under the visitor's
 * finger are never replaced while they press them; what was typed carries over
 * (docs/decisions/065-question-form-library-on-approach.md, as amended by 072).
 */
export function AskQuestionForm() {
  const [Live, setLive] = useState<LiveForm | undefined>(() => liveForm);
  const [soFar, setSoFar] = useState<FormSoFar>();
  const [isWaiting, setIsWaiting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const wantsSubmit = useRef(false);

  if (Live) return <Live soFar={soFar} />;

  // Fetch what sending needs, and nothing more: a swap now could fall between the press and the
  // release of a tap on Submit, and the browser sends no click for a button that was replaced.
  const approach = () => {
    askQuestionRules.preload();
    loadLiveForm().catch(() => undefined);
  };

  // The form counts as submitting from the click until the shop has answered, as it does once its
  // code is here, so a second click cannot send the question twice.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wantsSubmit.current) return;
    wantsSubmit.current = true;
    setIsWaiting(true);
    askQuestionRules.preload();
    loadLiveForm().then(
      (loaded) => {
        const form = formRef.current;
        // Home was left.
        if (!form) return;
        setSoFar(formSoFar(form, true));
        setLive(() => loaded);
      },
      () => {
        // Offline: nothing was sent. The next submit tries again.
        wantsSubmit.current = false;
        setIsWaiting(false);
        notify.error(messages.errorOccurred);
      },
    );
  };

  return <AskQuestionFields formRef={formRef} onSubmit={submit} onApproach={approach} isSubmitting={isWaiting} />;
}
