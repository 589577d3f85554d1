import type { ToastContent, ToastContentProps } from 'react-toastify';
import { currentLanguage, defineMessages, useMessages } from '@/lib/i18n';

const toastTimerMessages = defineMessages('ui.toastTimer', {
  /** The bar that runs down until the toast closes itself: react-toastify's own name for it. */
  timer: 'notification timer',
});

/**
 * react-toastify names its progress bar "notification timer" and takes no other name for it
 * (fkhadra/react-toastify#1164). On a page in another language the container is told to leave its
 * bar out (`customProgressBar`, components/ui/toasts.tsx) and each toast draws this one instead,
 * as the library draws its own (its class names, so its styles apply), named in the page's
 * language. Without a bar the toast would never close: the bar's animation ending closes it.
 * Remove this once react-toastify can name its bar.
 */
export function ToastTimer({ closeToast, isPaused, toastProps }: ToastContentProps) {
  const t = useMessages(toastTimerMessages);
  const { autoClose, theme, type } = toastProps;
  return (
    <div className="Toastify__progress-bar--wrp" data-hidden={autoClose === false}>
      <div
        className={`Toastify__progress-bar--bg Toastify__progress-bar-theme--${theme} Toastify__progress-bar--${type}`}
      />
      <div
        role="progressbar"
        aria-label={t.timer}
        aria-valuemin={0}
        aria-valuemax={100}
        className={`Toastify__progress-bar Toastify__progress-bar--animated Toastify__progress-bar-theme--${theme} Toastify__progress-bar--${type}`}
        style={{
          animationDuration: `${autoClose === false ? 0 : autoClose}ms`,
          animationPlayState: isPaused ? 'paused' : 'running',
        }}
        onAnimationEnd={() => {
          if (toastProps.isIn) closeToast();
        }}
      />
    </div>
  );
}

/** What a toast shows for `message`: the message, and on a page not in English our timer under it. */
export function toastContent(message: string): ToastContent {
  if (currentLanguage() === 'en') return message;
  return (props: ToastContentProps) => (
    <>
      {message}
      <ToastTimer {...props} />
    </>
  );
}
