import { useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@motoforge/contract';
import { toastContent } from '@/components/ui/toast-timer';
import { loadToastify } from './load-toastify';
import { translateMessageSoon } from './translate-message';

export type ToastKind = 'success' | 'error';

/** A toast shown by the shop itself because react-toastify could not be downloaded (offline). */
export type PlainToast = { id: number; kind: ToastKind; message: string };

type State = {
  /**
   * How many toasts were raised: none, and the container is not needed yet; each one a reason to
   * try downloading it again.
   */
  raised: number;
  plainToasts: readonly PlainToast[];
};

const listeners = new Set<() => void>();
let state: State = { raised: 0, plainToasts: [] };
let nextId = 1;

function update(change: Partial<State>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

export function dismissPlainToast(id: number) {
  update({ plainToasts: state.plainToasts.filter((toast) => toast.id !== id) });
}

/** Offline, the message a toast carries is often the only word of what failed: it must still show. */
function showPlain(toast: PlainToast) {
  // In the order they were raised, whichever download failed first.
  update({ plainToasts: [...state.plainToasts, toast].sort((a, b) => a.id - b.id) });
  const { id } = toast;
  setTimeout(() => dismissPlainToast(id), TOAST_AUTO_CLOSE_MS);
}

/**
 * Shows a toast. react-toastify is loaded on the first toast, not with the page: most visits never
 * show one. A toast raised before its container has mounted waits in react-toastify's own queue.
 * When react-toastify cannot be downloaded (the connection is gone), the shop shows the toast itself.
 * The message comes in English, as the contract or the API words it, and shows in the page's language.
 */
function show(kind: ToastKind, english: string) {
  const id = nextId++;
  update({ raised: state.raised + 1 });
  void translateMessageSoon(english).then((message) =>
    loadToastify().then(
      ({ toast }) => toast[kind](toastContent(message)),
      () => showPlain({ id, kind, message }),
    ),
  );
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverState: State = { raised: 0, plainToasts: [] };

/** The toasts' state: how many were raised, and the plain ones showing. */
export function useToastState(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
