import { STATISTICS } from '@motoforge/contract';

export function StatisticsBanner() {
  return (
    <section aria-labelledby="statistics-heading" className="bg-neutral text-neutral-content">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-14">
        <h2 id="statistics-heading" className="text-center text-2xl font-extrabold sm:text-3xl">
          Trusted by riders and workshops
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-8 text-center md:grid-cols-5">
          {STATISTICS.map((statistic) => (
            <div key={statistic.label} className="flex flex-col-reverse gap-1 last:col-span-2 md:last:col-span-1">
              <dt className="text-neutral-content/85 text-sm font-medium tracking-wide uppercase">{statistic.label}</dt>
              <dd className="text-primary text-4xl font-extrabold sm:text-5xl">{statistic.figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
