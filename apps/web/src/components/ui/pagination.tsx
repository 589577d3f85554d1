import { params, defineMessages, useLanguage, useMessages } from '@/lib/i18n';
import { Link } from 'react-router';
import { localDigits } from '@/lib/translate-message';
import { EmptyState } from './empty-state';

const paginationMessages = defineMessages('ui.pagination', {
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: params('Page {number}'),
  pastTheLast: 'This page is past the last one.',
  firstPage: 'Go to the first page',
});

type PaginationProps = {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** The link to a page: pages are addresses, so Back, a new tab and a shared link all work. */
  hrefFor: (page: number) => string;
  /** The navigation's name: "Pages" unless told. */
  label?: string;
};

/** The page numbers to offer: the first, the last, and the current one with its neighbours. */
function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const numbers = [...shown].sort((a, b) => a - b);
  const withGaps: (number | 'gap')[] = [];
  numbers.forEach((number, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && number - previous === 2) withGaps.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) withGaps.push('gap');
    withGaps.push(number);
  });
  return withGaps;
}

/** Numbered pages with Previous and Next; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, hrefFor, label }: PaginationProps) {
  const t = useMessages(paginationMessages);
  const language = useLanguage();
  if (pageCount <= 1) return null;
  // Ungrouped, as the address has it: page 1234, not 1,234.
  const numberText = (number: number) => localDigits(language, String(number));
  const step = (to: number, rel: 'prev' | 'next') => {
    const text = rel === 'next' ? t.next : t.previous;
    return to >= 1 && to <= pageCount ? (
      <Link to={hrefFor(to)} className="join-item btn" rel={rel}>
        {text}
      </Link>
    ) : (
      <span className="join-item btn btn-disabled" aria-disabled="true">
        {text}
      </span>
    );
  };
  return (
    <nav aria-label={label ?? t.pages} className="mt-10 flex justify-center">
      <ul className="join flex-wrap justify-center">
        <li className="flex">{step(page - 1, 'prev')}</li>
        {pageNumbers(page, pageCount).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} className="flex">
              <span className="join-item btn btn-disabled" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={number} className="flex">
              <Link
                to={hrefFor(number)}
                className={`join-item btn ${number === page ? 'btn-active btn-primary' : ''}`}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t.page({ number: numberText(number) })}
              >
                {numberText(number)}
              </Link>
            </li>
          ),
        )}
        <li className="flex">{step(page + 1, 'next')}</li>
      </ul>
    </nav>
  );
}

/** A paged list opened at a page past its last (a shared link after rows went): the way back. */
export function PastLastPage({ firstPageHref }: { firstPageHref: string }) {
  const t = useMessages(paginationMessages);
  return (
    <EmptyState>
      {t.pastTheLast}{' '}
      <Link to={firstPageHref} className="link font-semibold">
        {t.firstPage}
      </Link>
    </EmptyState>
  );
}
