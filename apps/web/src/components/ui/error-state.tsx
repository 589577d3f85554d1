import { defineMessages, useMessages } from '@/lib/i18n';
import { useTranslateMessage } from '@/lib/translate-message';

const errorStateMessages = defineMessages('ui.errorState', {
  title: 'We could not load this.',
  retry: 'Try again',
});

type ErrorStateProps = {
  /** Why, in English as the API or toErrorMessage words it: shown in the page's language. */
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
};

/** What a section shows when its data could not be loaded: the reason and a way to try again. */
export function ErrorState({ message, onRetry, isRetrying = false }: ErrorStateProps) {
  const t = useMessages(errorStateMessages);
  const translate = useTranslateMessage();
  return (
    <div role="alert" className="border-error/40 bg-base-100 mx-auto max-w-xl rounded-box border p-6 text-center">
      <p className="text-lg font-semibold">{t.title}</p>
      <p className="text-base-content/80 mt-1">{translate(message)}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={onRetry} disabled={isRetrying}>
        {isRetrying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t.retry}
      </button>
    </div>
  );
}
