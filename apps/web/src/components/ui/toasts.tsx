import { lazy, Suspense } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@motoforge/contract';
import { useIsToastContainerWanted } from '@/lib/notify';

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/** The toast container (SPEC.md §9: top-right, 5 s, no limit), mounted once the first toast is raised. */
export function Toasts() {
  const isWanted = useIsToastContainerWanted();
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
    </Suspense>
  );
}
