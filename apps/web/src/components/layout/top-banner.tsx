import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DismissButton } from './dismiss-button';

/** The strip above the navigation bar that points visitors to the blog. */
export function TopBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <aside aria-label="Announcement" className="bg-primary text-primary-content">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8 py-2 text-sm">
        <p className="flex-1 text-center">
          New on our blog: straight answers to common web development questions.{' '}
          <Link to={paths.blogs.getHref()} className="font-semibold underline underline-offset-2">
            Read the blogs
          </Link>
        </p>
        <DismissButton
          notice="top-banner"
          label="Dismiss banner"
          className="btn btn-ghost btn-sm btn-square text-primary-content"
          onDismiss={onDismiss}
        />
      </div>
    </aside>
  );
}
