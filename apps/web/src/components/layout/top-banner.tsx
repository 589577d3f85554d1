import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';
import { DismissButton } from './dismiss-button';

const topBannerMessages = defineMessages('layout.topBanner', {
  announcement: 'Announcement',
  news: 'New on our blog: straight answers to common web development questions.',
  readBlogs: 'Read the blogs',
  dismiss: 'Dismiss banner',
});

/** The strip above the navigation bar that points visitors to the blog. */
export function TopBanner({ onDismiss }: { onDismiss: () => void }) {
  const t = useMessages(topBannerMessages);
  return (
    <aside aria-label={t.announcement} className="bg-primary text-primary-content">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8 py-2 text-sm">
        <p className="flex-1 text-center">
          {t.news}{' '}
          <Link to={paths.blogs.getHref()} className="font-semibold underline underline-offset-2">
            {t.readBlogs}
          </Link>
        </p>
        <DismissButton
          notice="top-banner"
          label={t.dismiss}
          className="btn btn-ghost btn-sm btn-square text-primary-content"
          onDismiss={onDismiss}
        />
      </div>
    </aside>
  );
}
