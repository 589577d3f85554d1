import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useTranslateMessage } from '@/lib/translate-message';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  isConfirming?: boolean;
  /**
   * Why the last try failed, shown in the dialog (a toast would sit under its backdrop): in English
   * as toErrorMessage words it, shown in the page's language.
   */
  error?: string | null;
  onConfirm: () => void;
  /** Called however the dialog closes: the cancel button, Escape or a click on the backdrop. */
  onClose: () => void;
};

/**
 * A modal question before something that cannot be undone. It is the platform's modal <dialog>:
 * the page behind it is inert (focus stays inside), Escape closes it, and focus returns to the
 * button that opened it. The safe choice has the focus first.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  isConfirming = false,
  error = null,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const translate = useTranslateMessage();

  // Before the browser paints: with a passive effect, Preact would show the dialog emptied of its
  // item for a frame before closing it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);

  const close = () => {
    if (!isConfirming) dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={onClose}
      // Escape must not close it while the action is on its way.
      onCancel={(event) => {
        if (isConfirming) event.preventDefault();
      }}
      // A click outside the box lands on the dialog itself, which fills the screen behind it.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <div className="mt-3 wrap-anywhere">{children}</div>
        {error && (
          <p role="alert" className="alert alert-error alert-soft border-error mt-4 border wrap-anywhere">
            {translate(error)}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-error" onClick={onConfirm} disabled={isConfirming}>
            {isConfirming && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
          <button ref={cancelRef} type="button" className="btn" onClick={close} disabled={isConfirming}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
