import { Link } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
      <PageTitle>{`Page Not Found — ${brand.name}`}</PageTitle>
      <img
        src="/images/not-found.svg"
        alt="A motorbike with a flat tyre"
        width={800}
        height={500}
        className="rounded-box h-auto w-full max-w-md"
      />
      <h1 className="mt-8 text-3xl font-extrabold sm:text-4xl">Page Not Found</h1>
      <p className="text-base-content/80 mt-3 text-lg">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className="btn btn-primary mt-6">
        Back to home
      </Link>
    </div>
  );
}
