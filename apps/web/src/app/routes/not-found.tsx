import { Link } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { defineMessages, useMessages } from '@/lib/i18n';

const notFoundMessages = defineMessages('account.notFoundPage', {
  title: 'Page Not Found',
  picture: 'A motorbike with a flat tyre',
  missing: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to home',
});

export default function NotFoundRoute() {
  const t = useMessages(notFoundMessages);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
      <PageTitle>{`${t.title} — ${brand.name}`}</PageTitle>
      <img
        src="/images/not-found.svg"
        alt={t.picture}
        width={800}
        height={500}
        className="rounded-box h-auto w-full max-w-md"
      />
      <h1 className="mt-8 text-3xl font-extrabold sm:text-4xl">{t.title}</h1>
      <p className="text-base-content/80 mt-3 text-lg">{t.missing}</p>
      <Link to={paths.home.getHref()} className="btn btn-primary mt-6">
        {t.backHome}
      </Link>
    </div>
  );
}
