import { params, defineMessages, useFormat, useMessages } from '@/lib/i18n';

const statisticsMessages = defineMessages('shop.statistics', {
  heading: 'Trusted by riders and workshops',
  millions: params('{figure}M+'),
  billions: params('{figure}B+'),
  more: params('{figure}+'),
  products: 'Products',
  delivered: 'Products Delivered',
  contributors: 'Contributors',
  companies: 'Top Companies',
  organizations: 'Organizations',
});

/** The banner's figures: a number, how it is written ("73M+") and what it counts. */
const FIGURES = [
  { figure: 73, scale: 'millions', label: 'products' },
  { figure: 100, scale: 'millions', label: 'delivered' },
  { figure: 1, scale: 'billions', label: 'contributors' },
  { figure: 90, scale: 'more', label: 'companies' },
  { figure: 4, scale: 'millions', label: 'organizations' },
] as const;

export function StatisticsBanner() {
  const t = useMessages(statisticsMessages);
  const format = useFormat();
  return (
    <section aria-labelledby="statistics-heading" className="bg-neutral text-neutral-content">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-14">
        <h2 id="statistics-heading" className="text-center text-2xl font-extrabold sm:text-3xl">
          {t.heading}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-8 text-center md:grid-cols-5">
          {FIGURES.map((statistic) => (
            <div key={statistic.label} className="flex flex-col-reverse gap-1 last:col-span-2 md:last:col-span-1">
              <dt className="text-neutral-content/85 text-sm font-medium tracking-wide uppercase">
                {t[statistic.label]}
              </dt>
              <dd className="text-primary text-4xl font-extrabold sm:text-5xl">
                {t[statistic.scale]({ figure: format.count(statistic.figure) })}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
