import { type ComponentType, useEffect, useState } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@motoforge/contract';
import { loadToastify } from '@/lib/load-toastify';
import { dismissPlainToast, type PlainToast, useToastState } from '@/lib/notify';

/**
 * The toasts (SPEC.md §9: top-right, 5 s, no limit), placed by the layout's `.toast-anchor`
 * (styles.css) so that they cover none of the header. react-toastify's container is downloaded once
 * the first toast is raised. Not with React.lazy: a failed download (offline) would throw, and with
 * no boundary out here it would blank the whole app; it is tried again with the next toast instead,
 * and meanwhile the shop shows the toasts itself.
 */
export function Toasts() {
  const { raised, plainToasts } = useToastState();
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps>>();

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
      {Container && <Container position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />}
      {plainToasts.length > 0 && <PlainToasts toasts={plainToasts} />}
    </>
  );
}

function PlainToasts({ toasts }: { toasts: readonly PlainToast[] }) {
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
            aria-label="Close"
            onClick={() => dismissPlainToast(toast.id)}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
