import { Link } from 'react-router';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { defineMessages, useFormat, useMessages } from '@/lib/i18n';

type FooterColumn = {
  title: string;
  links: { label: string; href: string }[];
  items: string[];
};

const footerMessages = defineMessages('footer', {
  tagline: brand.tagline,
  services: 'Services',
  dashboard: 'Dashboard',
  blogs: 'Blogs',
  bulkOrders: 'Workshop bulk orders',
  delivery: 'Nationwide delivery',
  company: 'Company',
  portfolio: 'My Portfolio',
  about: 'About us',
  careers: 'Careers',
  address: 'Dhaka, Bangladesh',
  legal: 'Legal',
  terms: 'Terms of use',
  privacy: 'Privacy policy',
  returns: 'Return policy',
  rights: 'All rights reserved.',
});

// The spec lists "My Portfolio" under Company and has it link to /blogs, so it does.
const columnsIn = (t: ReturnType<ReturnType<typeof footerMessages>['get']>): FooterColumn[] => [
  {
    title: t.services,
    links: [
      { label: t.dashboard, href: paths.dashboard.root.getHref() },
      { label: t.blogs, href: paths.blogs.getHref() },
    ],
    items: [t.bulkOrders, t.delivery],
  },
  {
    title: t.company,
    links: [{ label: t.portfolio, href: paths.blogs.getHref() }],
    items: [t.about, t.careers, t.address],
  },
  {
    title: t.legal,
    links: [],
    items: [t.terms, t.privacy, t.returns],
  },
];

export function Footer() {
  const t = useMessages(footerMessages);
  const format = useFormat();
  const columns = columnsIn(t);
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="footer sm:footer-horizontal mx-auto max-w-7xl gap-y-8 px-4 sm:px-6 lg:px-8 py-12">
        <aside className="max-w-xs">
          <Link to={paths.home.getHref()} className="flex items-center gap-2 rounded-field">
            <img src={brand.logo} alt="" width={40} height={40} className="size-10" />
            <span className="text-xl font-extrabold tracking-tight">{brand.name}</span>
          </Link>
          <p className="text-neutral-content/85 mt-2">{t.tagline}</p>
        </aside>
        {columns.map((column) => {
          // A column without links is not navigation.
          const Column = column.links.length > 0 ? 'nav' : 'div';
          return (
            <Column key={column.title} aria-label={column.links.length > 0 ? column.title : undefined}>
              <h2 className="footer-title text-neutral-content opacity-80">{column.title}</h2>
              <ul className="grid gap-2">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.href} className="link link-hover hover:text-primary">
                      {link.label}
                    </Link>
                  </li>
                ))}
                {column.items.map((item) => (
                  <li key={item} className="text-neutral-content/85">
                    {item}
                  </li>
                ))}
              </ul>
            </Column>
          );
        })}
      </div>
      <div className="border-neutral-content/15 border-t">
        <p className="text-neutral-content/85 mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-4 text-center text-sm">
          © {format.year(new Date().getFullYear())} {brand.name}. {t.rights}
        </p>
      </div>
    </footer>
  );
}
