import { type ComponentType, useEffect, useState } from 'react';
import type { CloseButtonProps, ToastContainerProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@motoforge/contract';
import { defineMessages, useLanguage, useMessages } from '@/lib/i18n';
import { loadToastify } from '@/lib/load-toastify';
import { dismissPlainToast, type PlainToast, useToastState } from '@/lib/notify';

const toastsMessages = defineMessages('ui.toasts', {
  /** A toast's close button. */
  close: 'Close',
  /** react-toastify's container's name: Alt+T moves the focus to the toasts. */
  notifications: 'Notifications Alt+T',
});

/**
 * The toasts (docs/product.md#constants: top-right, 5 s, no limit), placed by the layout's `.toast-anchor`
 * (styles.css) so that they cover none of the header. react-toastify's container is downloaded once
 * the first toast is raised. Not with React.lazy: a failed download (offline) would throw, and with
 * no boundary out here it would blank the whole app; it is tried again with the next toast instead,
 * and meanwhile the shop shows the toasts itself.
 */
export function Toasts() {
  const { raised, plainToasts } = useToastState();
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps>>();
  const t = useMessages(toastsMessages);
  const language = useLanguage();
  // In English, react-toastify's own words ("close" for its close button), as before. Its timer
  // has a name of its own in no other language: each toast draws ours instead (toast-timer.tsx).
  const inLanguage: Partial<ToastContainerProps> =
    language === 'en'
      ? {}
      : {
          'aria-label': t.notifications,
          closeButton: (props: CloseButtonProps) => <ToastCloseButton {...props} ariaLabel={t.close} />,
          customProgressBar: true,
        };

  useEffect(() => {
    if (raised === 0 || Container) return;
    let isCurrent = true;
    loadToastify().then(
      (module) => {
        if (isCurrent) setContainer(() => module.ToastContainer);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [raised, Container]);

  return (
    <>
      {Container && <Container position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} {...inLanguage} />}
      {plainToasts.length > 0 && <PlainToasts toasts={plainToasts} closeLabel={t.close} />}
    </>
  );
}

/**
 * react-toastify's close button as it draws it, with a name in the page's language: the library
 * exports its own as a type only, so it cannot be given one.
 */
function ToastCloseButton({ closeToast, theme, ariaLabel }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={ariaLabel}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

function PlainToasts({ toasts, closeLabel }: { toasts: readonly PlainToast[]; closeLabel: string }) {
  return (
    <div className="plain-toasts toast toast-top toast-end absolute w-80 max-w-[calc(100vw-2rem)]">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="alert"
          className={`alert ${toast.kind === 'error' ? 'alert-error' : 'alert-success'} flex justify-between whitespace-normal shadow-lg`}
        >
          <span className="wrap-anywhere">{toast.message}</span>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-circle"
            aria-label={closeLabel}
            onClick={() => dismissPlainToast(toast.id)}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
