import type { ReactNode } from 'react';
import { Link } from 'react-router';

type NotFoundStateProps = {
  /** h1 where the page has no heading of its own yet, h2 under the page's h1. */
  as: 'h1' | 'h2';
  title: string;
  children: ReactNode;
  /** Where to go instead: trying again cannot find what is not there. */
  link: { to: string; label: string };
};

/** What a page shows when the thing its link names does not exist (a 404 from the API). */
export function NotFoundState({ as: Heading, title, children, link }: NotFoundStateProps) {
  return (
    <div className="bg-base-200 mx-auto max-w-xl rounded-box p-8 text-center">
      <Heading className="text-2xl font-bold">{title}</Heading>
      <p className="text-base-content/80 mt-2">{children}</p>
      <Link to={link.to} className="btn btn-primary mt-5">
        {link.label}
      </Link>
    </div>
  );
}
