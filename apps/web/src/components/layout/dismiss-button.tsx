import type { Notice } from '@motoforge/contract';
import { useLocation } from 'react-router';
import { CloseIcon } from './close-icon';

type DismissButtonProps = {
  notice: Notice;
  /** The button's accessible name ("Dismiss banner"). */
  label: string;
  className: string;
  onDismiss: () => void;
};

/**
 * A notice's close button, as a plain form: on a slow phone the page shows seconds before its
 * scripts have run, and a click on a scripted button was lost until then. Before the app runs, the
 * browser posts the form, and the server remembers the choice and sends the visitor back to this
 * page without the notice (POST /api/dismissals); once it runs, the app closes the notice itself,
 * with no page load.
 */
export function DismissButton({ notice, label, className, onDismiss }: DismissButtonProps) {
  // The path only: a server-rendered page must not depend on query parameters it does not read
  // (the page cache ignores them). The server takes the query from the Referer it is sent with.
  const { pathname } = useLocation();
  return (
    <form
      method="post"
      action="/api/dismissals"
      onSubmit={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <input type="hidden" name="notice" value={notice} />
      <input type="hidden" name="back" value={pathname} />
      <button type="submit" className={className} aria-label={label}>
        <CloseIcon />
      </button>
    </form>
  );
}
